import { inject, injectable } from 'inversify';
import type { AccountEraser } from '../../application/ports/account-eraser.port';
import { noDeletedData, type DeletedDataKey } from '../../contracts/auth.codec';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

/**
 * Deletes a user and everything that hangs off them in one transaction: every per-user table cascades
 * from the user row (ON DELETE CASCADE). The counts are taken first, for the deletion summary; kinds of
 * data no feature stores count 0. Each feature that adds per-user tables counts them here.
 */
@injectable()
export class PostgresAccountEraser implements AccountEraser {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async erase(userId: string): Promise<Record<DeletedDataKey, number>> {
    return this.database.run(async () => {
      const db = this.database.db();
      const count = (table: string, column = 'user_id') => countOf(db(table).where(column, userId));
      const counted = {
        gameScores: await count('game_scores'),
        gameSessions: await count('game_sessions'),
        attemptedCategories: await countOf(
          db('attempted_categories as a')
            .join('game_sessions as s', 's.id', 'a.session_id')
            .where('s.user_id', userId),
        ),
        scoreboard: await count('standings'),
        playerAchievements: await count('player_achievements'),
        personalLists: await count('follows'),
        followingRefs: await count('follows', 'followed_id'),
        referrals: await countOf(db('referrals').where('referred_id', userId).orWhere('referrer_id', userId)),
      };
      const user = await db('users').where({ id: userId }).delete();
      return { ...noDeletedData(), ...counted, user };
    });
  }
}
