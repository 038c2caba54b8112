import type { Player } from '../../../application/ports/player';

/** The rows of one player, as the adapters' `user_id = ? ` / `guest_id = ?` conditions select them. */
export const samePlayer = (a: Player, b: Player): boolean => a.kind === b.kind && a.id === b.id;
