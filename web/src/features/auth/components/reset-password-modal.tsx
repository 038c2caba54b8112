import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useSubmission } from '../../../components/form/use-submission';
import { useTranslation } from 'react-i18next';
import { resetPasswordErrors, validateResetPassword } from '../../../../../domain/validation/reset-password';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordFields } from '../../../components/form/password-fields';
import { usePasswordFields } from '../../../components/form/use-password-fields';
import { Modal } from '../../../components/ui/modal';
import './auth.css';
import { useApi } from '../../../lib/api-context';
import { useSession } from '../hooks/use-session';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

interface ResetPasswordModalProps {
  /** The `?token=` of the mailed link. */
  token: string;
  onClose: () => void;
}

/** Spec 2 "Reset password form": two fields, the error box above the button; success signs the player in. */
export function ResetPasswordModal({ token, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { signInWithTokens } = useSession();
  const fields = usePasswordFields(FIELDS, resetPasswordErrors);
  const { values } = fields;
  const { submitting, failure, run } = useSubmission('resetFailed');
  const [changedOnly, setChangedOnly] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = validateResetPassword(values);
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    await run(async () => {
      const answer = await auth.resetPassword({ token, newPassword: valid.right });
      if (answer.token && answer.refreshToken && answer.user) {
        await signInWithTokens({ token: answer.token, refreshToken: answer.refreshToken }, answer.user);
        onClose();
      } else {
        setChangedOnly(true);
      }
    });
  }

  const empty = values.newPassword === '' || values.confirmPassword === '';
  return (
    <Modal title={t('auth.reset.title')} onClose={onClose}>
      {changedOnly ? (
        <FormAlert message={t('auth.reset.done')} tone="success" />
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="modal__intro">{t('auth.reset.intro')}</p>
          <PasswordFields
            fields={fields}
            labels={{
              newPassword: t('auth.reset.newPassword'),
              confirmPassword: t('auth.reset.confirmPassword'),
            }}
          />
          <FormAlert message={failure} />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={submitting || empty}>
              {submitting ? t('common.saving') : t('auth.reset.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
