import { inject, injectable } from 'inversify';
import type { PodiumRepository } from '../../application/ports/podium.repository';
import { PODIUM_ACHIEVEMENTS } from '../../domain/achievements/achievement-types';
import { PODIUM_PLACES, type DayScore, type PodiumAward } from '../../domain/achievements/podium';
import type { GameDate } from '../../domain/game/game-date';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { podiumEligible, SCOREBOARD_SCORE } from './scoreboard/scoreboard-sql';

@injectable()
export class PostgresPodiumRepository implements PodiumRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async undecidedDates(today: GameDate): Promise<GameDate[]> {
    const db = this.database.db();
    const rows: { game_date: string }[] = await db('games as g')
      .where('g.status', 'published')
      .andWhere('g.game_date', '<', today)
      .whereNotExists(db('podium_days as d').whereRaw('d.game_date = g.game_date').select(db.raw('1')))
      .orderBy('g.game_date')
      .select('g.game_date');
    return rows.map((row) => row.game_date);
  }

  async contenders(gameDate: GameDate): Promise<DayScore[]> {
    // The third-best eligible score bounds the podium (equal scores share a place, so every score tied
    // with it stands too); both reads walk game_scores_day from the top instead of ranking the whole date.
    const eligible = `s.game_date = ? and ${SCOREBOARD_SCORE} and ${podiumEligible('s', 'u')}`;
    const { rows } = await this.database.db().raw<{ rows: { user_id: string; score: number }[] }>(
      `select s.user_id, s.score from game_scores s join users u on u.id = s.user_id
       where ${eligible} and s.score >= coalesce((
         select s.score from game_scores s join users u on u.id = s.user_id
         where ${eligible} order by s.score desc offset ? limit 1
       ), 0)
       order by s.score desc, s.user_id`,
      [gameDate, gameDate, PODIUM_PLACES - 1],
    );
    return rows.map((row) => ({ playerId: row.user_id, score: row.score }));
  }

  async decide(
    gameDate: GameDate,
    awards: readonly PodiumAward[],
    scores: ReadonlyMap<string, number>,
  ): Promise<boolean> {
    const db = this.database.db();
    const claimed = await db('podium_days')
      .insert({ game_date: gameDate })
      .onConflict('game_date')
      .ignore()
      .returning('game_date');
    if (claimed.length === 0) return false;
    if (awards.length > 0) {
      await db('podium_awards').insert(
        awards.map((award) => ({
          game_date: gameDate,
          user_id: award.playerId,
          place: award.place,
          score: scores.get(award.playerId) ?? 0,
        })),
      );
    }
    return true;
  }

  async recountAchievements(): Promise<void> {
    const db = this.database.db();
    await db('player_achievements').whereIn('type', PODIUM_ACHIEVEMENTS).delete();
    await db.raw(
      `insert into player_achievements (user_id, type, count, first_earned_at, last_earned_at)
       select a.user_id, case a.place when 1 then 'PODIUM_FIRST' when 2 then 'PODIUM_SECOND' else 'PODIUM_THIRD' end,
              count(*), min(d.decided_at), max(d.decided_at)
       from podium_awards a join podium_days d on d.game_date = a.game_date
       group by a.user_id, a.place`,
    );
  }
}
