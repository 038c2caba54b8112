import * as E from 'fp-ts/Either';
import type { FormEvent } from 'react';
import { useSubmission } from '../../../components/form/use-submission';
import { useTranslation } from 'react-i18next';
import {
  changePasswordErrors,
  validateChangePassword,
} from '../../../../../domain/validation/change-password';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordFields } from '../../../components/form/password-fields';
import { usePasswordFields } from '../../../components/form/use-password-fields';
import { useApi } from '../../../lib/api-context';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

interface ChangePasswordFormProps {
  onDone: (notice: string) => void;
  onCancel: () => void;
}

/** Current, new and confirmation; the domain's rules as the player types, the server's codes after. */
export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { submitting, failure, run, clear } = useSubmission('passwordFailed');
  // The server's answer was about what was sent: once the player edits, it is stale (a "wrong current
  // password" beside a new mismatch would send them to fix the wrong field).
  const fields = usePasswordFields(
    FIELDS,
    (values) => changePasswordErrors({ ...values, requireCurrent: true }),
    clear,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values } = fields;
    const valid = validateChangePassword({ ...values, requireCurrent: true });
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    await run(async () => {
      await auth.changePassword({
        currentPassword: values.currentPassword,
        newPassword: valid.right.newPassword,
      });
      onDone(t('settings.password.saved'));
    });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <PasswordFields
        fields={fields}
        labels={{
          currentPassword: t('settings.password.current'),
          newPassword: t('settings.password.new'),
          confirmPassword: t('settings.password.confirm'),
        }}
      />
      <FormAlert message={failure} />
      <div className="form__actions form__actions--row">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('common.saving') : t('settings.password.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
