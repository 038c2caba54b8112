// The one shape of an expected failure in the domain: a stable code for machines (HTTP status tables,
// i18n keys), an English message for logs and API answers, and the form field it belongs to, if any.
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly field?: string;
}

export type ValidationError<C extends string = string> = DomainError<C>;

export const domainError = <C extends string>(code: C, message: string, field?: string): DomainError<C> =>
  field === undefined ? { code, message } : { code, message, field };
