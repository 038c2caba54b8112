import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import { validateEmail } from '../../../../../domain/validation/email';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import { useSubmission } from '../../../components/form/use-submission';
import type { AuthMessage } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { failureText } from '../../../lib/error-text';
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
  const saving = useSubmission('emailUpdateFailed');
  const removing = useSubmission('emailRemoveFailed');
  const busy = saving.submitting || removing.submitting;
  const valid = validateEmail(email);
  const fields = useFieldErrors(E.isLeft(valid) ? [valid.left] : []);

  /** The answer's player goes into the session (or the profile is read again); then `onDone` says so. */
  async function settle(answer: AuthMessage, notice: string) {
    if (answer.user) updateUser(answer.user);
    else await refreshProfile();
    onDone(notice);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    const address = valid.right;
    removing.clear();
    await saving.run(async () =>
      settle(await auth.setEmail(address), t('settings.email.sent', { email: address })),
    );
  }

  async function remove() {
    saving.clear();
    await removing.run(async () => settle(await auth.removeEmail(), t('settings.email.removed')));
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
        <FormAlert message={saving.failure ?? removing.failure} />
        <div className="form__actions form__actions--row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {saving.submitting ? t('common.saving') : t('settings.email.save')}
          </button>
          {user.email !== null ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void remove()}
            >
              {removing.submitting ? t('settings.email.removing') : t('settings.email.remove')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
