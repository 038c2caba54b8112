import type { Knex } from 'knex';
import { GUEST_ID_PREFIX } from '../../../domain/game/guest-id';

/**
 * The guest id an anonymised row carries instead of its guest's: the prefix and the row's own id. Every
 * guest id a request may send begins with `guest_` (isGuestId), so none reaches these rows again.
 */
export const ANONYMISED_GUEST_PREFIX = 'anonymised_';

/** LIKE's own escape: the underscore of the prefix is a letter here, not "any character". */
const REAL_GUEST_ID = `${GUEST_ID_PREFIX.replace(/_/g, '\\_')}%`;

/**
 * Whether the guest named by `column` is idle: a real guest id (not an anonymised row's) with nothing
 * recorded since `since` in any table of guests, and no game under way. A guest's rows are therefore all
 * older than `since`, and stay so while batches remove them (only new activity would make the guest
 * active again, and then the next batch leaves them alone). Each probe is one look-up of the
 * guest-and-date index of its table.
 */
export const idleGuest = (column: string, since: Date): [string, Knex.RawBinding[]] => [
  `${column} like ?
   and not exists (select 1 from game_sessions s where s.guest_id = ${column}
                   and (s.status = 'playing' or s.start_time >= ? or s.ended_at >= ?))
   and not exists (select 1 from game_scores c where c.guest_id = ${column} and c.completed_at >= ?)
   and not exists (select 1 from game_reviews r where r.guest_id = ${column} and r.created_at >= ?)
   and not exists (select 1 from guest_news_reads n where n.guest_id = ${column}
                   and greatest(n.read_at, n.dismissed_at) >= ?)`,
  [REAL_GUEST_ID, since, since, since, since, since],
];
