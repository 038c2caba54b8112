import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import { validateEmail } from '../../../../../domain/validation/email';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import type { AuthMessage } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { errorText, failureText, type ErrorKey } from '../../../lib/error-text';
import { useSession } from '../../auth/hooks/use-session';
import { EmailState } from './email-state';

interface EmailSettingsProps {
  user: UserView;
  onDone: (notice: string) => void;
}

/** Sets a new address (a verification link is mailed) or removes the current one. */
export function EmailSettings({ user, onDone }: EmailSettingsProps) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { updateUser, refreshProfile } = useSession();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<'saving' | 'removing' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = validateEmail(email);
  const fields = useFieldErrors(E.isLeft(valid) ? [valid.left] : []);

  async function run(kind: 'saving' | 'removing', call: () => Promise<AuthMessage>, fallback: ErrorKey) {
    setBusy(kind);
    setFailure(null);
    try {
      const answer = await call();
      if (answer.user) updateUser(answer.user);
      else await refreshProfile();
      return true;
    } catch (error) {
      setFailure(errorText(t, error, fallback));
      setBusy(null);
      return false;
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    const address = valid.right;
    if (await run('saving', () => auth.setEmail(address), 'emailUpdateFailed'))
      onDone(t('settings.email.sent', { email: address }));
  }

  async function remove() {
    if (await run('removing', () => auth.removeEmail(), 'emailRemoveFailed'))
      onDone(t('settings.email.removed'));
  }

  return (
    <div className="settings-stack">
      <div className="settings-current">
        <p className="settings-current__label">{t('settings.email.current')}</p>
        <EmailState user={user} />
      </div>
      <form className="form" noValidate onSubmit={(event) => void save(event)}>
        <TextField
          name="email"
          type="email"
          label={t('settings.email.field')}
          hint={t('settings.email.note')}
          value={email}
          onChange={setEmail}
          onBlur={() => fields.touch('email')}
          autoComplete="email"
          error={failureText(t, fields.errorOf('email'))}
        />
        <FormAlert message={failure} />
        <div className="form__actions form__actions--row">
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === 'saving' ? t('settings.email.saving') : t('settings.email.save')}
          </button>
          {user.email !== null ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
              onClick={() => void remove()}
            >
              {busy === 'removing' ? t('settings.email.removing') : t('settings.email.remove')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
