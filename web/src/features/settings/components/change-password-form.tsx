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
import { useApi } from '../../../lib/api-context';
import { errorText, failureText } from '../../../lib/error-text';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS = { currentPassword: 'current', newPassword: 'new', confirmPassword: 'confirm' } as const;

interface ChangePasswordFormProps {
  onDone: (notice: string) => void;
  onCancel: () => void;
}

/** Current, new and confirmation; the domain's rules as the player types, the server's codes after. */
export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const [values, setValues] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const input = { ...values, requireCurrent: true };
  const fields = useFieldErrors(changePasswordErrors(input));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = validateChangePassword(input);
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await auth.changePassword({
        currentPassword: values.currentPassword,
        newPassword: valid.right.newPassword,
      });
      onDone(t('settings.password.saved'));
    } catch (error) {
      setFailure(errorText(t, error, 'passwordFailed'));
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {(Object.keys(LABELS) as Field[]).map((name) => (
        <TextField
          key={name}
          name={name}
          type="password"
          label={t(`settings.password.${LABELS[name]}`)}
          hint={name === 'newPassword' ? t('auth.register.passwordHint') : undefined}
          value={values[name]}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          onBlur={() => fields.touch(name)}
          autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
          error={failureText(t, fields.errorOf(name))}
        />
      ))}
      <FormAlert message={failure} />
      <div className="form__actions form__actions--row">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('settings.password.saving') : t('settings.password.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('settings.cancel')}
        </button>
      </div>
    </form>
  );
}
