import type { Knex } from 'knex';
import { guestPlayer, userPlayer, type Player } from '../../application/ports/player';

// Tables of games hold either a user_id or a guest_id (a check constraint says exactly one).

export interface PlayerColumns {
  user_id: string | null;
  guest_id: string | null;
}

export const playerColumns = (player: Player): PlayerColumns =>
  player.kind === 'user' ? { user_id: player.id, guest_id: null } : { user_id: null, guest_id: player.id };

export const playerOf = (row: PlayerColumns): Player =>
  row.user_id !== null ? userPlayer(row.user_id) : guestPlayer(row.guest_id as string);

/** `where` for one player's rows; the partial unique indexes serve it. */
export const wherePlayer =
  (player: Player, table?: string) =>
  (query: Knex.QueryBuilder): Knex.QueryBuilder => {
    const column = player.kind === 'user' ? 'user_id' : 'guest_id';
    return query.where(table ? `${table}.${column}` : column, player.id);
  };

/** The conflict target of a per-player-and-date unique index (it is partial, so its predicate is named). */
export const playerDateConflict = (player: Player): string =>
  player.kind === 'user'
    ? '(user_id, game_date) where user_id is not null'
    : '(guest_id, game_date) where guest_id is not null';

/**
 * `insert ... on conflict <target> <action>` for the partial per-player indexes, which knex's onConflict
 * cannot name. Values travel as bindings, never spliced into the text.
 */
export const upsertPlayerRow = (
  db: Knex | Knex.Transaction,
  table: string,
  row: Record<string, unknown>,
  player: Player,
  action: string,
): Knex.Raw => {
  const columns = Object.keys(row);
  return db.raw(
    `insert into ?? (${columns.map(() => '??').join(', ')}) values (${columns.map(() => '?').join(', ')})
     on conflict ${playerDateConflict(player)} ${action}`,
    [table, ...columns, ...columns.map((column) => row[column] as Knex.Value)],
  );
};
