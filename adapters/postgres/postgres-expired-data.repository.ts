import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type {
  ExpiredDataRepository,
  PrunableKind,
  PruningCutoffs,
} from '../../application/ports/expired-data.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { ANONYMISED_GUEST_PREFIX, idleGuest } from './pruning/idle-guest.sql';

/**
 * A session has ended when it was revoked long enough ago, or when it began longer ago than a session
 * lasts and none of its tokens is valid any more (every token of a session expires at the session's end:
 * rotation never extends it). The second test alone would also take a session whose first token is not
 * stored yet (login stores the session, then its token).
 */
const endedSession = (alias: string, cutoffs: PruningCutoffs): [string, Knex.RawBinding[]] => [
  `(${alias}.revoked_at < ? or (${alias}.created_at < ? and not exists (
     select 1 from refresh_tokens live where live.family_id = ${alias}.id and live.expires_at > ?)))`,
  [cutoffs.revokedBefore, cutoffs.sessionsStartedBefore, cutoffs.now],
];

const LINK_PURPOSE = { verificationLinks: 'verify_email', passwordResetLinks: 'reset_password' } as const;

/** Each batch is one statement outside any unit of work: it commits alone, holding its rows briefly. */
@injectable()
export class PostgresExpiredDataRepository implements ExpiredDataRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async pruneBatch(kind: PrunableKind, cutoffs: PruningCutoffs, limit: number): Promise<number> {
    const db = this.database.db();
    switch (kind) {
      case 'refreshTokens':
        return db('refresh_tokens')
          .whereIn(
            'jti_hash',
            db('refresh_tokens as t')
              .join('session_families as f', 'f.id', 't.family_id')
              .whereRaw(...endedSession('f', cutoffs))
              .select('t.jti_hash')
              .limit(limit),
          )
          .delete();
      case 'sessions':
        // Only sessions without tokens left: the tokens went in batches of their own above, so that a
        // session rotated thousands of times never cascades into one long delete.
        return db('session_families')
          .whereIn(
            'id',
            db('session_families as f')
              .whereRaw(...endedSession('f', cutoffs))
              .whereNotExists(db('refresh_tokens as t').whereRaw('t.family_id = f.id').select(db.raw('1')))
              .select('f.id')
              .limit(limit),
          )
          .delete();
      case 'verificationLinks':
      case 'passwordResetLinks':
        // Single-use: a used link opens nothing again, whether it is kept or not.
        return db('one_time_tokens')
          .whereIn(
            'token_hash',
            db('one_time_tokens')
              .where({ purpose: LINK_PURPOSE[kind] })
              .where((link) => link.where('expires_at', '<=', cutoffs.now).orWhereNotNull('used_at'))
              .select('token_hash')
              .limit(limit),
          )
          .delete();
      case 'guestScores':
        return db('game_scores')
          .whereIn('id', this.idleGuestRows('game_scores', cutoffs, limit))
          .delete();
      case 'guestNewsReads':
        return db('guest_news_reads')
          .whereIn(
            ['guest_id', 'news_id'],
            this.idleGuestRows('guest_news_reads', cutoffs, limit, ['g.guest_id', 'g.news_id']),
          )
          .delete();
      case 'guestGamesAnonymised':
        return this.anonymise('game_sessions', cutoffs, limit);
      case 'guestReviewsAnonymised':
        return this.anonymise('game_reviews', cutoffs, limit);
    }
  }

  /** At most `limit` rows of `table` (aliased g) belonging to guests idle since the cutoff. */
  private idleGuestRows(
    table: string,
    cutoffs: PruningCutoffs,
    limit: number,
    columns: string[] = ['g.id'],
  ): Knex.QueryBuilder {
    return this.database
      .db()(`${table} as g`)
      .whereRaw(...idleGuest('g.guest_id', cutoffs.guestsIdleSince))
      .select(columns)
      .limit(limit);
  }

  /**
   * The rows stay for the statistics, under an id of their own that no guest can send (so the unique
   * index of a player and date still holds): the guest's device is no longer tied to them.
   */
  private anonymise(table: 'game_sessions' | 'game_reviews', cutoffs: PruningCutoffs, limit: number) {
    const db = this.database.db();
    return db(table)
      .whereIn('id', this.idleGuestRows(table, cutoffs, limit))
      .update({ guest_id: db.raw('? || id::text', [ANONYMISED_GUEST_PREFIX]) });
  }
}
