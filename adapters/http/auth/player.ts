import type { Context } from 'koa';
import { guestPlayer, userPlayer, type Player } from '../../../application/ports/player';
import { isGuestId } from '../../../domain/game/guest-id';
import type { Principal } from '../../../application/accounts/authenticate.use-case';
import { callerId } from './authentication.middleware';
import { GUEST_ID_HEADER } from '../../../domain/constants/network.constants';
import { HttpError } from '../errors/http-error';

/** The signed-in player (401 without a valid token). */
export const registeredPlayer = (ctx: Context): Player => userPlayer(callerId(ctx));

/** The guest named by X-Guest-ID: `guest_` + 16-64 of [A-Za-z0-9_-], else 400 (DESIGN 5). */
export const guestOf = (ctx: Context): Player => guestNamed(ctx.get(GUEST_ID_HEADER));

export const guestNamed = (id: unknown): Player => {
  if (!isGuestId(id)) throw HttpError.of('GUEST_ID_INVALID', 'Missing or invalid guest id');
  return guestPlayer(id);
};

/** For open paths: the signed-in player, else the guest if one is named, else nobody. */
export const anyPlayer = (ctx: Context): Player | null => {
  if (ctx.state.principal as Principal | null | undefined) return registeredPlayer(ctx);
  return ctx.get(GUEST_ID_HEADER) ? guestOf(ctx) : null;
};
