import { inject, injectable } from 'inversify';
import type { GuestDataTransfer, MovedGuestData } from '../../application/ports/guest-data-transfer.port';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresGuestDataTransfer implements GuestDataTransfer {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  moveToUser(guestId: string, userId: string): Promise<MovedGuestData> {
    return this.database.run(async () => {
      const db = this.database.db();
      // Serialises migrations into one account, so two guests cannot both claim one of its dates.
      await db('users').where({ id: userId }).forUpdate().first('id');
      const taken = db('game_sessions')
        .where({ user_id: userId })
        .select('game_date')
        .union((q) => q.from('game_scores').where({ user_id: userId }).select('game_date'));
      const dates = (await db('game_sessions')
        .where({ guest_id: guestId })
        .whereNotIn('game_date', taken)
        .pluck('game_date')) as string[];
      if (dates.length === 0) return { sessions: 0, scores: 0, combinations: 0 };
      // The games stay demo games: a guest can replay a day under new guest ids, so these scores must not
      // reach the scoreboards. They still count as played, and nothing is lost.
      const move = (table: string) =>
        db(table)
          .where({ guest_id: guestId })
          .whereIn('game_date', dates)
          .update({ user_id: userId, guest_id: null });
      const sessions = await move('game_sessions');
      const scores = await move('game_scores');
      await move('game_reviews');
      const combinations = await countOf(
        db('attempted_categories as a')
          .join('game_sessions as s', 's.id', 'a.session_id')
          .where('s.user_id', userId)
          .whereIn('s.game_date', dates),
      );
      return { sessions, scores, combinations };
    });
  }
}
