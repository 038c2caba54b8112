import { inject, injectable } from 'inversify';
import type { Attempt } from '../../application/ports/attempt.repository';
import type { GameSession, GameSessionRepository } from '../../application/ports/game-session.repository';
import { guestPlayer, userPlayer, type Player } from '../../application/ports/player';
import type { PlayStatus } from '../../domain/game/play-session';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import {
  playerColumns,
  playerDateConflict,
  playerOf,
  upsertPlayerRow,
  wherePlayer,
  type PlayerColumns,
} from './player-columns';

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

/** An attempt's row, as PostgresAttemptRepository.record writes it. */
const attemptRow = (session: GameSession, attempt: Attempt) => ({
  session_id: session.id,
  combination_key: attempt.key,
  words: JSON.stringify(attempt.words),
  was_correct: attempt.wasCorrect,
  game_date: session.gameDate,
});

/** A new session's row: who plays which date, since when, and its progress. */
const rowOf = (session: GameSession) => ({
  id: session.id,
  game_date: session.gameDate,
  ...playerColumns(session.player),
  is_demo: session.isDemo,
  start_time: new Date(session.startTime),
  ...progressColumns(session),
});

/** A session row's progress columns, in the order the statements below bind them. */
const PROGRESS_COLUMNS = [
  'status',
  'solved',
  'switched',
  'switched_pairs',
  'mistakes',
  'final_score',
  'elapsed_seconds',
  'ended_at',
  'is_active',
] as const satisfies readonly (keyof ReturnType<typeof progressColumns>)[];
/** All of a new session's columns (`rowOf`), in that order too. */
const SESSION_COLUMNS = [
  'id',
  'game_date',
  'user_id',
  'guest_id',
  'is_demo',
  'start_time',
  ...PROGRESS_COLUMNS,
] as const satisfies readonly (keyof ReturnType<typeof rowOf>)[];
/** The statements name every column of the rows they store: adding one to rowOf fails to compile until it is here. */
type Unlisted<Row, Listed extends readonly unknown[]> = Exclude<keyof Row, Listed[number]>;
const everyColumnListed: [
  Unlisted<ReturnType<typeof rowOf>, typeof SESSION_COLUMNS>,
  Unlisted<ReturnType<typeof progressColumns>, typeof PROGRESS_COLUMNS>,
] extends [never, never]
  ? true
  : never = true;
void everyColumnListed;

/**
 * The two statements of every gameplay write, their text built once (per kind of player): only values
 * travel as bindings, so each call costs knex no identifier quoting or query building.
 */
const lockOrCreateSql = (playerColumn: 'user_id' | 'guest_id', conflict: string) =>
  `with existing as (
     select * from game_sessions where ${playerColumn} = ? and game_date = ? for update
   ), inserted as (
     insert into game_sessions (${SESSION_COLUMNS.join(', ')})
     select ${SESSION_COLUMNS.map(() => '?').join(', ')} where not exists (select from existing)
     on conflict ${conflict} do nothing
     returning *
   )
   select *, false as created from existing union all select *, true as created from inserted`;
const LOCK_OR_CREATE = {
  user: lockOrCreateSql('user_id', playerDateConflict(userPlayer(''))),
  guest: lockOrCreateSql('guest_id', playerDateConflict(guestPlayer(''))),
};
const SAVE_WITH_ATTEMPT = `with recorded as (
     insert into attempted_categories (session_id, combination_key, words, was_correct, game_date)
     values (?, ?, ?, ?, ?) on conflict (session_id, combination_key) do nothing
   )
   update game_sessions set ${PROGRESS_COLUMNS.map((column) => `${column} = ?`).join(', ')} where id = ?`;

@injectable()
export class PostgresGameSessionRepository implements GameSessionRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async createIfAbsent(session: GameSession): Promise<void> {
    await upsertPlayerRow(this.database.db(), 'game_sessions', rowOf(session), session.player, 'do nothing');
  }

  /**
   * The lock and the insert in one statement. The insert runs only when the lock found nothing; when a
   * parallel first call inserted the row meanwhile (after this statement's snapshot), the insert waits for
   * it, does nothing, and the row is locked by a second read, which sees it.
   */
  async lockOrCreate(session: GameSession): Promise<{ session: GameSession; created: boolean }> {
    const row = rowOf(session);
    const { rows } = await this.database
      .db()
      .raw<{ rows: (SessionRow & { created: boolean })[] }>(LOCK_OR_CREATE[session.player.kind], [
        session.player.id,
        session.gameDate,
        ...SESSION_COLUMNS.map((column) => row[column]),
      ]);
    const found = rows[0];
    if (found) return { session: toSession(found), created: found.created };
    const locked = await this.lock(session.player, session.gameDate);
    if (!locked) throw new Error(`game session of ${session.gameDate} neither found nor created`);
    return { session: locked, created: false };
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

  /** The attempt's insert rides along with the update as a data-modifying WITH: one statement. */
  async saveWithAttempt(session: GameSession, attempt: Attempt): Promise<void> {
    const recorded = attemptRow(session, attempt);
    const progress = progressColumns(session);
    await this.database
      .db()
      .raw(SAVE_WITH_ATTEMPT, [
        recorded.session_id,
        recorded.combination_key,
        recorded.words,
        recorded.was_correct,
        recorded.game_date,
        ...PROGRESS_COLUMNS.map((column) => progress[column]),
        session.id,
      ]);
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
