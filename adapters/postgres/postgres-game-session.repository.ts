import { inject, injectable } from 'inversify';
import type { GameSession, GameSessionRepository } from '../../application/ports/game-session.repository';
import type { Player } from '../../application/ports/player';
import type { PlayStatus } from '../../domain/game/play-session';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { playerColumns, upsertPlayerRow, playerOf, wherePlayer, type PlayerColumns } from './player-columns';

interface SessionRow extends PlayerColumns {
  id: string;
  game_date: string;
  is_demo: boolean;
  status: PlayStatus;
  start_time: Date;
  solved: number[];
  switched: number[];
  switched_pairs: { oldWord: string; newWord: string }[];
  mistakes: number;
  final_score: number | null;
  elapsed_seconds: number | null;
  ended_at: Date | null;
  is_active: boolean;
}

const toSession = (row: SessionRow): GameSession => ({
  id: row.id,
  gameDate: row.game_date,
  player: playerOf(row),
  isDemo: row.is_demo,
  status: row.status,
  startTime: new Date(row.start_time).getTime(),
  solved: row.solved,
  switched: row.switched,
  switchedPairs: row.switched_pairs,
  mistakes: row.mistakes,
  finalScore: row.final_score,
  elapsedSeconds: row.elapsed_seconds,
  endedAt: row.ended_at === null ? null : new Date(row.ended_at).getTime(),
  isActive: row.is_active,
});

const progressColumns = (session: GameSession) => ({
  status: session.status,
  solved: JSON.stringify(session.solved),
  switched: JSON.stringify(session.switched),
  switched_pairs: JSON.stringify(session.switchedPairs),
  mistakes: session.mistakes,
  final_score: session.finalScore,
  elapsed_seconds: session.elapsedSeconds,
  ended_at: session.endedAt === null ? null : new Date(session.endedAt),
  is_active: session.isActive,
});

@injectable()
export class PostgresGameSessionRepository implements GameSessionRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async createIfAbsent(session: GameSession): Promise<void> {
    const row = {
      id: session.id,
      game_date: session.gameDate,
      ...playerColumns(session.player),
      is_demo: session.isDemo,
      start_time: new Date(session.startTime),
      ...progressColumns(session),
    };
    await upsertPlayerRow(this.database.db(), 'game_sessions', row, session.player, 'do nothing');
  }

  async lock(player: Player, gameDate: string): Promise<GameSession | null> {
    const row = await this.query(player).where({ game_date: gameDate }).forUpdate().first();
    return row ? toSession(row) : null;
  }

  async find(player: Player, gameDate: string): Promise<GameSession | null> {
    const row = await this.query(player).where({ game_date: gameDate }).first();
    return row ? toSession(row) : null;
  }

  async save(session: GameSession): Promise<void> {
    await this.database.db()('game_sessions').where({ id: session.id }).update(progressColumns(session));
  }

  async latestPlaying(player: Player): Promise<GameSession | null> {
    const row = await this.query(player).where({ status: 'playing' }).orderBy('start_time', 'desc').first();
    return row ? toSession(row) : null;
  }

  async findMany(player: Player, gameDates: readonly string[]): Promise<GameSession[]> {
    if (gameDates.length === 0) return [];
    const rows = await this.query(player).whereIn('game_date', gameDates);
    return rows.map(toSession);
  }

  async stillPlayingSince(startedBefore: Date, limit: number): Promise<GameSession[]> {
    const rows = await this.database
      .db()<SessionRow>('game_sessions')
      .where({ status: 'playing' })
      .andWhere('start_time', '<', startedBefore)
      .orderBy('start_time')
      .limit(limit);
    return rows.map(toSession);
  }

  private query(player: Player) {
    return wherePlayer(player)(this.database.db()<SessionRow>('game_sessions'));
  }
}
