import * as E from 'fp-ts/Either';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePasswordErrors,
  validateChangePassword,
} from '../../../../../domain/validation/change-password';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordFields } from '../../../components/form/password-fields';
import { usePasswordFields } from '../../../components/form/use-password-fields';
import { useSubmission } from '../../../components/form/use-submission';
import { Modal } from '../../../components/ui/modal';
import { useApi } from '../../../lib/api-context';
import { useSession } from '../../auth/hooks/use-session';
import './settings.css';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/**
 * A forced change (forcePasswordReset): a new password before anything else; no current one asked. It says
 * why: the first admin's first sign-in with the generated password, or an admin's reset.
 */
export function ForcedPasswordModal() {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { user, updateUser, refreshProfile, logout } = useSession();
  const firstSignIn = user?.forcedPasswordReason === 'firstSignIn';
  // Spec 8: in the forced change every failure reads the same.
  const { submitting, failure, run, clear } = useSubmission(() => t('settings.forced.failed'));
  // A failure was about what was sent: editing makes it stale.
  const fields = usePasswordFields(
    FIELDS,
    (values) => changePasswordErrors({ ...values, requireCurrent: false }),
    clear,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = validateChangePassword({ ...fields.values, requireCurrent: false });
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    const { newPassword } = valid.right;
    await run(async () => {
      await auth.changePassword({ newPassword });
      // The password is changed: the modal closes now, even if the profile cannot be read again.
      if (user) updateUser({ ...user, forcePasswordReset: false, forcedPasswordReason: null });
      void refreshProfile();
    });
  }

  return (
    <Modal
      title={t(firstSignIn ? 'settings.forced.firstTitle' : 'settings.forced.title')}
      onClose={() => undefined}
      dismissible={false}
    >
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="modal__intro">
          {t(firstSignIn ? 'settings.forced.firstIntro' : 'settings.forced.intro')}
        </p>
        <PasswordFields
          fields={fields}
          labels={{
            newPassword: t('settings.password.new'),
            confirmPassword: t('settings.password.confirm'),
          }}
        />
        <FormAlert message={failure} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t('common.saving') : t('settings.password.save')}
          </button>
          <button type="button" className="link-button" onClick={() => logout()}>
            {t('header.logout')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
