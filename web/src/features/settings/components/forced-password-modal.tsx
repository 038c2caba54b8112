import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePasswordErrors,
  validateChangePassword,
} from '../../../../../domain/validation/change-password';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import { Modal } from '../../../components/ui/modal';
import { useApi } from '../../../lib/api-context';
import { failureText } from '../../../lib/error-text';
import { useSession } from '../../auth/hooks/use-session';
import './settings.css';

type Field = 'newPassword' | 'confirmPassword';

/** After an admin reset (forcePasswordReset): a new password before anything else; no current one asked. */
export function ForcedPasswordModal() {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { refreshProfile, logout } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = { ...values, requireCurrent: false };
  const fields = useFieldErrors(changePasswordErrors(input));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = validateChangePassword(input);
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    setSubmitting(true);
    setFailed(false);
    try {
      await auth.changePassword({ newPassword: valid.right.newPassword });
      await refreshProfile();
    } catch {
      // Spec 8: in the forced change every failure reads the same.
      setFailed(true);
      setSubmitting(false);
    }
  }

  const field = (name: Field, label: string, hint?: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      hint={hint}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      onBlur={() => fields.touch(name)}
      autoComplete="new-password"
      error={failureText(t, fields.errorOf(name))}
    />
  );

  return (
    <Modal title={t('settings.forced.title')} onClose={() => undefined} dismissible={false}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="modal__intro">{t('settings.forced.intro')}</p>
        {field('newPassword', t('settings.password.new'), t('auth.register.passwordHint'))}
        {field('confirmPassword', t('settings.password.confirm'))}
        <FormAlert message={failed ? t('settings.forced.failed') : null} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t('settings.password.saving') : t('settings.password.save')}
          </button>
          <button type="button" className="link-button" onClick={() => void logout()}>
            {t('header.logout')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
