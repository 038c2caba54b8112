// Who asks for news (admin spec 4 "Identification"): a signed-in player by token, else a guest by the
// locally kept guest id, sent in the X-Guest-ID header (never in the URL, where proxies log it).

export type NewsIdentity = { readonly kind: 'player'; readonly userId: string } | { readonly kind: 'guest' };

/** The identity with the guest id it will be sent with. */
export type ResolvedIdentity =
  { readonly kind: 'player'; readonly userId: string } | { readonly kind: 'guest'; readonly guestId: string };

/** From the session: nobody while it is still loading (a restored session may yet be a player). */
export function newsIdentity(
  status: 'loading' | 'guest' | 'user',
  userId: string | undefined,
): NewsIdentity | null {
  if (status === 'user' && userId !== undefined) return { kind: 'player', userId };
  return status === 'guest' ? { kind: 'guest' } : null;
}

/** Tells one reader's cached reads from another's (another player, the guest). */
export const readerOf = (identity: NewsIdentity): string =>
  identity.kind === 'player' ? `player:${identity.userId}` : 'guest';
