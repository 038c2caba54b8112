import { inject, injectable } from 'inversify';
import type { GameScore } from '../../application/ports/game-score.repository';
import type { GuestDataTransfer, MovedGuestData } from '../../application/ports/guest-data-transfer.port';
import { userPlayer } from '../../application/ports/player';
import type { PlayStatus } from '../../domain/game/play-session';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface MovedScoreRow {
  id: string;
  game_date: string;
  score: number;
  status: PlayStatus;
  elapsed_seconds: number;
  mistakes: number;
  switches: number;
  completed_at: Date;
}

const NOTHING_MOVED: MovedGuestData = { sessions: 0, scores: 0, combinations: 0, results: [] };

@injectable()
export class PostgresGuestDataTransfer implements GuestDataTransfer {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  moveToUser(guestId: string, userId: string): Promise<MovedGuestData> {
    return this.database.run(async () => {
      const db = this.database.db();
      // Serialises moves into one account (a repeat, a parallel call, two guests): the second one waits,
      // then finds the dates taken, so no game moves or counts twice.
      const user = await db('users').where({ id: userId }).forUpdate().first('id');
      if (!user) return NOTHING_MOVED;
      const taken = db('game_sessions')
        .where({ user_id: userId })
        .select('game_date')
        .union((q) => q.from('game_scores').where({ user_id: userId }).select('game_date'));
      const dates = (await db('game_sessions')
        .where({ guest_id: guestId })
        .whereNotIn('game_date', taken)
        .pluck('game_date')) as string[];
      if (dates.length === 0) return NOTHING_MOVED;
      // The games become the user's own (DESIGN 5): counted like games played signed in. Counting them gives
      // a cheater nothing a second account would not; the dates the user played keep the user's game.
      const move = (table: string) =>
        db(table)
          .where({ guest_id: guestId })
          .whereIn('game_date', dates)
          .update({ user_id: userId, guest_id: null, is_demo: false });
      const sessions = await move('game_sessions');
      const movedScores = (await move('game_scores').returning([
        'id',
        'game_date',
        'score',
        'status',
        'elapsed_seconds',
        'mistakes',
        'switches',
        'completed_at',
      ])) as unknown as MovedScoreRow[];
      await move('game_reviews');
      const results = movedScores
        .map((row) => toScore(row, userId))
        .sort((a, b) => a.gameDate.localeCompare(b.gameDate));
      await this.markPlayed(userId, results);
      const combinations = await countOf(
        db('attempted_categories as a')
          .join('game_sessions as s', 's.id', 'a.session_id')
          .where('s.user_id', userId)
          .whereIn('s.game_date', dates),
      );
      return { sessions, scores: results.length, combinations, results };
    });
  }

  /** What storing the scores would have written on the users row: the last played date, a cheater flag. */
  private async markPlayed(userId: string, results: readonly GameScore[]): Promise<void> {
    const newest = results.at(-1);
    if (!newest) return;
    const db = this.database.db();
    await db('users')
      .where({ id: userId })
      .update({
        last_played: db.raw('greatest(last_played, ?::date)', [newest.gameDate]),
        ...(results.some((result) => result.status === 'cheater') ? { is_cheater: true } : {}),
      });
  }
}

const toScore = (row: MovedScoreRow, userId: string): GameScore => ({
  id: row.id,
  gameDate: row.game_date,
  player: userPlayer(userId),
  score: row.score,
  status: row.status,
  elapsedSeconds: row.elapsed_seconds,
  mistakes: row.mistakes,
  switches: row.switches,
  isDemo: false,
  completedAt: new Date(row.completed_at),
});
