import { right, type Either } from 'fp-ts/Either';
import type { Context } from 'koa';
import type { AppError } from '../../application/errors/app-error';
import { HttpError } from './errors/http-error';

/** Writes a use case's Right as the answer; a Left becomes its error answer (status from the code table). */
export function respond<T>(ctx: Context, result: Either<AppError, T>, status = 200): void {
  respondWith(ctx, result, (value) => value ?? { message: 'OK' }, status);
}

/** As `respond` for a use case that cannot fail: its value is the answer. */
export function respondValue<T>(ctx: Context, value: T, status = 200): void {
  respond(ctx, right(value), status);
}

/** As `respond`, shaping the Right into the answer the spec names. */
export function respondWith<T, B>(
  ctx: Context,
  result: Either<AppError, T>,
  toBody: (value: T) => B,
  status = 200,
): void {
  if (result._tag === 'Left') throw HttpError.from(result.left);
  ctx.status = status;
  ctx.body = toBody(result.right);
}
