import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useSubmission } from '../../../components/form/use-submission';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import { isUsernameUnchanged, validateUsername } from '../../../../../domain/validation/username';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import { useApi } from '../../../lib/api-context';
import { failureText } from '../../../lib/error-text';
import { useSession } from '../../auth/hooks/use-session';

interface ChangeUsernameFormProps {
  user: UserView;
  onDone: (notice: string) => void;
  onCancel: () => void;
}

/** Save is disabled while the name is unchanged, and an unchanged name only cancels (spec 5). */
export function ChangeUsernameForm({ user, onDone, onCancel }: ChangeUsernameFormProps) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { updateUser, refreshProfile } = useSession();
  const [username, setUsername] = useState(user.username);
  const { submitting, failure, run } = useSubmission('usernameFailed');
  const unchanged = isUsernameUnchanged(user.username, username);
  const valid = validateUsername(username);
  const fields = useFieldErrors(E.isLeft(valid) ? [valid.left] : []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged) return onCancel();
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    await run(async () => {
      const answer = await auth.changeUsername(valid.right);
      if (answer.user) updateUser(answer.user);
      else await refreshProfile();
      onDone(t('settings.username.saved'));
    });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        name="username"
        label={t('settings.username.field')}
        hint={t('auth.register.usernameHint')}
        value={username}
        onChange={setUsername}
        onBlur={() => fields.touch('username')}
        autoComplete="username"
        error={failureText(t, fields.errorOf('username'))}
      />
      <FormAlert message={failure} />
      <div className="form__actions form__actions--row">
        <button type="submit" className="button button--primary" disabled={submitting || unchanged}>
          {submitting ? t('common.saving') : t('settings.username.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
