import type { Context, Middleware, Next } from 'koa';
import type { Actor } from '../../../application/audit/actor';
import { forbidden, unauthorized } from '../../../application/accounts/account-errors';
import type { Authenticate, Principal } from '../../../application/accounts/authenticate.use-case';
import { can, type Capability } from '../../../domain/permissions/permission-policy';
import { HttpError } from '../errors/http-error';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads the bearer token, when there is one, into `ctx.state.principal`; a bad token is simply no one. */
export function identifyCaller(authenticate: Authenticate): Middleware {
  const identified = async (token: string, ctx: Context, next: Next) => {
    ctx.state.principal = await authenticate.execute(token);
    await next();
  };
  // A guest's request (most of the load) passes on at once, without an async frame of its own.
  return (ctx, next) => {
    const token = BEARER.exec(ctx.get('Authorization'))?.[1];
    return token ? identified(token, ctx, next) : next();
  };
}

// What a player whose password an admin reset (or the bootstrap admin) may do before choosing a new one.
// Moving the browser's guest games into the account is allowed too: it uses no power of the account (only
// the caller's own guest data, into the caller's own account), and it happens as the player signs in, so a
// page closed during the forced change still loses no guest game (DESIGN 5).
const ALLOWED_BEFORE_PASSWORD_CHANGE =
  /\/(auth\/(password|profile|profile-data|logout)|game\/migrate-guest-(score|combination|session))$/;

/**
 * The signed-in caller, or 401: the browser then refreshes its token once and retries. A player who must
 * change their password gets 403 PASSWORD_CHANGE_REQUIRED everywhere but the change itself: the forced
 * change is enforced here, not only by the browser's modal.
 */
export function principalOf(ctx: Context): Principal {
  const principal = ctx.state.principal as Principal | null | undefined;
  if (!principal) throw HttpError.from(unauthorized());
  if (principal.user.forcePasswordReset && !ALLOWED_BEFORE_PASSWORD_CHANGE.test(ctx.path)) {
    throw HttpError.of('PASSWORD_CHANGE_REQUIRED', 'Choose a new password first');
  }
  return principal;
}

/** The signed-in caller's user id (401 as `principalOf`). */
export const callerId = (ctx: Context): string => principalOf(ctx).user.id;

/**
 * Router guard for paths that all need a signed-in player: checked before anything of the request is read,
 * so a caller without a valid token gets 401 (and refreshes), never a complaint about the body.
 */
export const requireSignIn: Middleware = (ctx, next) => {
  principalOf(ctx);
  return next();
};

/** Route guard from the permission table of the domain: 401 for no one, 403 for the wrong role. */
export function requireCapability(capability: Capability): Middleware {
  return async (ctx: Context, next: Next) => {
    const { user } = principalOf(ctx);
    if (!can(user.roles, capability)) throw HttpError.from(forbidden());
    await next();
  };
}

/** The signed-in caller as the author of an administrative change (audit, `createdBy`). */
export const actorOf = (ctx: Context): Actor => {
  const { user } = principalOf(ctx);
  return { id: user.id, username: user.username };
};
