/** Who plays: a registered player by user id, or a guest by the id their browser made (DESIGN 5). */
export type Player =
  { readonly kind: 'user'; readonly id: string } | { readonly kind: 'guest'; readonly id: string };

export const userPlayer = (id: string): Player => ({ kind: 'user', id });
export const guestPlayer = (id: string): Player => ({ kind: 'guest', id });
export const isGuest = (player: Player): boolean => player.kind === 'guest';
