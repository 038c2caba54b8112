import { useState } from 'react';
import type { ValidationError } from '../../../../domain/errors/domain-error';
import { useFieldErrors } from './use-field-errors';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * The password fields' values and the domain's failures for them (change, forced change, reset). `check`
 * is the form's own rule set, run on every change; `onEdit` lets the form drop a server answer that an
 * edit made stale.
 */
export function usePasswordFields<F extends PasswordField>(
  names: readonly F[],
  check: (values: Readonly<Record<F, string>>) => readonly ValidationError[],
  onEdit?: () => void,
) {
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>,
  );
  const errors = useFieldErrors(check(values));
  return {
    names,
    values,
    errorOf: errors.errorOf,
    touch: errors.touch,
    set: (name: F, value: string) => {
      onEdit?.();
      setValues((current) => ({ ...current, [name]: value }));
    },
    /** Shows every failure and focuses the first invalid field; true when the form may be sent. */
    validate: errors.validate,
  };
}

export type PasswordFieldsState<F extends PasswordField> = ReturnType<typeof usePasswordFields<F>>;
