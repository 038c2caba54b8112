import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/error-text';
import { TextField } from './text-field';
import type { PasswordField, PasswordFieldsState } from './use-password-fields';

interface PasswordFieldsProps<F extends PasswordField> {
  fields: PasswordFieldsState<F>;
  labels: Readonly<Record<F, string>>;
}

/** The fields of `usePasswordFields`, in its order; the new password carries the password rules as hint. */
export function PasswordFields<F extends PasswordField>({ fields, labels }: PasswordFieldsProps<F>) {
  const { t } = useTranslation();
  return fields.names.map((name) => (
    <TextField
      key={name}
      name={name}
      type="password"
      label={labels[name]}
      hint={name === 'newPassword' ? t('auth.register.passwordHint') : undefined}
      value={fields.values[name]}
      onChange={(value) => fields.set(name, value)}
      onBlur={() => fields.touch(name)}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      error={failureText(t, fields.errorOf(name))}
    />
  ));
}
