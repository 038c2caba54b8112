import { useState } from 'react';
import type { ValidationError } from '../../../../domain/errors/domain-error';

function focusField(form: HTMLFormElement | null, name: string): void {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

/**
 * When a form shows the domain's failures: a field's first failure appears once the field has been
 * touched (typed in or left) and then follows the typing; a submit shows them all.
 */
export function useFieldErrors(failures: readonly ValidationError[]) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  return {
    errorOf: (field: string): ValidationError | null =>
      submitted || touched.has(field) ? (failures.find((failure) => failure.field === field) ?? null) : null,
    touch: (field: string) => setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field))),
    /** Shows every failure and focuses the first invalid field; true when the form may be sent. */
    validate(form: HTMLFormElement | null): boolean {
      setSubmitted(true);
      const first = failures[0];
      if (first?.field !== undefined) focusField(form, first.field);
      return failures.length === 0;
    },
  };
}
