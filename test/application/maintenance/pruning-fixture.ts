import { randomBytes, randomUUID } from 'node:crypto';
import type { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { DAY_MS, HOUR_MS } from '../../../domain/constants/time.constants';

/** The clock of the pruning tests: every row is placed relative to it. */
export const NOW = new Date('2026-03-20T09:00:00Z');
export const daysAgo = (days: number): Date => new Date(NOW.getTime() - days * DAY_MS);
export const hoursFromNow = (hours: number): Date => new Date(NOW.getTime() + hours * HOUR_MS);
export const dateDaysAgo = (days: number): string => daysAgo(days).toISOString().slice(0, 10);

export type Owner = { user_id: string } | { guest_id: string };

export interface TokenSeed {
  readonly expiresInHours: number;
  readonly used?: boolean;
}

/** Rows written straight into the tables, at exact moments, as the features would have left them. */
export function pruningSeeds(database: () => KnexDatabase) {
  const knex = () => database().knex;
  let newsId: string | undefined;

  return {
    async user(username: string): Promise<string> {
      const id = randomUUID();
      await knex()('users').insert({
        id,
        username,
        password_hash: 'not-a-real-hash',
        created_at: daysAgo(400),
      });
      return id;
    },

    /** A login session with its refresh tokens (each expiring relative to NOW). */
    async session(
      userId: string,
      options: { startedDaysAgo: number; revokedDaysAgo?: number; tokens: readonly TokenSeed[] },
    ): Promise<string> {
      const id = randomUUID();
      await knex()('session_families').insert({
        id,
        user_id: userId,
        created_at: daysAgo(options.startedDaysAgo),
        revoked_at: options.revokedDaysAgo === undefined ? null : daysAgo(options.revokedDaysAgo),
      });
      for (const token of options.tokens) {
        await knex()('refresh_tokens').insert({
          jti_hash: randomBytes(16).toString('hex'),
          family_id: id,
          expires_at: hoursFromNow(token.expiresInHours),
          used_at: token.used ? daysAgo(1) : null,
        });
      }
      return id;
    },

    async link(
      userId: string,
      purpose: 'verify_email' | 'reset_password',
      token: TokenSeed,
    ): Promise<string> {
      const hash = randomBytes(16).toString('hex');
      await knex()('one_time_tokens').insert({
        token_hash: hash,
        user_id: userId,
        purpose,
        expires_at: hoursFromNow(token.expiresInHours),
        used_at: token.used ? NOW : null,
      });
      return hash;
    },

    /**
     * A finished game of the owner on the date `days` ago, played that day: its session with one wrong and
     * one right try, its score and its review. Answers the session's id.
     */
    async game(owner: Owner, days: number): Promise<string> {
      const id = randomUUID();
      const [gameDate, playedAt] = [dateDaysAgo(days), daysAgo(days)];
      await knex()('game_sessions').insert({
        id,
        game_date: gameDate,
        ...owner,
        is_demo: 'guest_id' in owner,
        status: 'won',
        start_time: playedAt,
        ended_at: playedAt,
        solved: JSON.stringify([0, 2, 1, 3, 4]),
        final_score: 8_000,
        elapsed_seconds: 300,
        mistakes: 1,
        is_active: false,
      });
      await knex()('attempted_categories').insert(
        [
          { combination_key: 'a|b|c', was_correct: true },
          { combination_key: 'a|b|x', was_correct: false },
        ].map((attempt) => ({
          session_id: id,
          ...attempt,
          words: JSON.stringify(attempt.combination_key.split('|')),
          game_date: gameDate,
          created_at: playedAt,
        })),
      );
      await knex()('game_scores').insert({
        id: randomUUID(),
        game_date: gameDate,
        ...owner,
        score: 8_000,
        status: 'won',
        elapsed_seconds: 300,
        mistakes: 1,
        switches: 0,
        is_demo: 'guest_id' in owner,
        completed_at: playedAt,
      });
      await knex()('game_reviews').insert({
        id: randomUUID(),
        game_date: gameDate,
        ...owner,
        difficulty: 3,
        fun_level: 4,
        is_demo: 'guest_id' in owner,
        created_at: playedAt,
      });
      return id;
    },

    /** The guest read the one news item `days` ago. */
    async newsRead(guestId: string, days: number): Promise<void> {
      if (!newsId) {
        newsId = randomUUID();
        await knex()('news_items').insert({
          id: newsId,
          title: 'Uutinen',
          content: '<p>Uutta</p>',
          created_at: daysAgo(200),
          updated_at: daysAgo(200),
        });
      }
      await knex()('guest_news_reads').insert({ news_id: newsId, guest_id: guestId, read_at: daysAgo(days) });
    },

    /** The owner's rows of every game table, for before-and-after comparisons. */
    async gamesOf(owner: Owner) {
      const rows = (table: string) => knex()(table).where(owner).orderBy('id');
      return {
        sessions: await rows('game_sessions'),
        scores: await rows('game_scores'),
        reviews: await rows('game_reviews'),
        attempts: await knex()('attempted_categories as a')
          .join('game_sessions as s', 's.id', 'a.session_id')
          .where(Object.fromEntries(Object.entries(owner).map(([key, value]) => [`s.${key}`, value])))
          .orderBy(['a.session_id', 'a.combination_key'])
          .select('a.*'),
      };
    },
  };
}

/** How many rows of the guests' tables still carry the guest's id. */
export async function rowsOfGuest(database: KnexDatabase, guestId: string): Promise<number> {
  let total = 0;
  for (const table of ['game_sessions', 'game_scores', 'game_reviews', 'guest_news_reads']) {
    total += (await database.knex(table).where({ guest_id: guestId })).length;
  }
  return total;
}
