import type { Context } from 'koa';
import { rejectUnreadableText, validationError } from './decode';

// Query parameters arrive as strings (or arrays when repeated); these read one, or answer 400 naming it.

const invalid = (name: string, expected: string) => validationError([`query.${name}: expected ${expected}`]);

const raw = (ctx: Context, name: string): string | undefined => {
  const value = ctx.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(name, 'a single value');
  rejectUnreadableText(value, `query.${name}`);
  return value;
};

export const optionalWholeNumber = (ctx: Context, name: string): number | undefined => {
  const value = raw(ctx, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number)) throw invalid(name, 'a whole number');
  return number;
};

export const optionalOneOf = <T extends string>(
  ctx: Context,
  name: string,
  allowed: readonly T[],
): T | undefined => {
  const value = raw(ctx, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw invalid(name, `one of ${allowed.join(', ')}`);
  return value as T;
};

export const optionalBoolean = (ctx: Context, name: string): boolean | undefined => {
  const value = raw(ctx, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(name, 'true or false');
  return value === 'true';
};

export const optionalText = (ctx: Context, name: string): string | undefined => raw(ctx, name);

/** A free-text parameter where anything but one value (absent, empty, repeated) reads as no text. */
export const textOrEmpty = (ctx: Context, name: string): string =>
  typeof ctx.query[name] === 'string' ? (raw(ctx, name) ?? '') : '';

/** page, limit and skip of a paged list. */
export const pageRequestOf = (ctx: Context) => ({
  page: optionalWholeNumber(ctx, 'page'),
  limit: optionalWholeNumber(ctx, 'limit'),
  skip: optionalWholeNumber(ctx, 'skip'),
});
