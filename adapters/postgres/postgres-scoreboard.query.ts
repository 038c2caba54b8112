import { inject, injectable } from 'inversify';
import type { ScoreboardQuery } from '../../application/ports/scoreboard.query';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { days, dayScores, highScore } from './scoreboard/day-boards.sql';
import { ownScores, previousDays } from './scoreboard/own-games.sql';
import { players } from './scoreboard/player-boards.sql';
import { sqlReader, type SqlReader } from './scoreboard/scoreboard-sql';

// Every read is one statement over an index: the standings' sort indexes (migration 004) for the players
// boards, game_scores_day for a date's scores, game_scores_user_dates for a player's own games. The
// statements live in ./scoreboard by board; `npm run bench:standings` checks their plans.

@injectable()
export class PostgresScoreboardQuery implements ScoreboardQuery {
  private readonly sql: SqlReader;

  constructor(@inject(KNEX_DATABASE) database: KnexDatabase) {
    this.sql = sqlReader(database);
  }

  players: ScoreboardQuery['players'] = (input) => players(this.sql, input);
  days: ScoreboardQuery['days'] = (input) => days(this.sql, input);
  dayScores: ScoreboardQuery['dayScores'] = (input) => dayScores(this.sql, input);
  highScore: ScoreboardQuery['highScore'] = (gameDate) => highScore(this.sql, gameDate);
  ownScores: ScoreboardQuery['ownScores'] = (userId, today, window) =>
    ownScores(this.sql, userId, today, window);
  previousDays: ScoreboardQuery['previousDays'] = (input) => previousDays(this.sql, input);
}
