import type { Either } from 'fp-ts/Either';
import type { Context } from 'koa';
import type { AppError } from '../../application/errors/app-error';
import { ABSENT_AS_NO_CONTENT } from '../../domain/constants/network.constants';
import { statusOf } from './errors/status-by-code';
import { respond } from './respond';

const NOT_FOUND = 404;

/**
 * Whether the caller's `Prefer` header asks for 204. RFC 7240: comma-separated preferences, each
 * `token[=value]` with optional `; parameters`, the value possibly quoted, compared without case.
 */
const prefersNoContent = (ctx: Context): boolean =>
  (ctx.get('Prefer') || '').split(',').some((preference) => {
    const [name = '', value = ''] = (preference.split(';')[0] ?? '').split('=').map((part) => part.trim());
    return `${name}=${value.replace(/^"(.*)"$/, '$1')}`.toLowerCase() === ABSENT_AS_NO_CONTENT;
  });

/**
 * `respond` for a read whose 404 means "there is none" (no session yet, no game in progress, no result yet).
 * The spec's clients get that 404 unchanged. The web client opts in with `Prefer: absent=no-content` and gets
 * 204 instead: the same answer, but one Chromium does not log as "Failed to load resource" on every visit.
 * Other failures (400, 401, 403, ...) are answered as ever.
 */
export function respondOrAbsent<T>(ctx: Context, result: Either<AppError, T>): void {
  // The answer depends on the header, so caches must keep the two answers apart.
  ctx.vary('Prefer');
  if (result._tag === 'Left' && statusOf(result.left.code) === NOT_FOUND && prefersNoContent(ctx)) {
    ctx.set('Preference-Applied', ABSENT_AS_NO_CONTENT);
    ctx.status = 204;
    return;
  }
  respond(ctx, result);
}
