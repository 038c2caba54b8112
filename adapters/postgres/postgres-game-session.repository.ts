import { inject, injectable } from 'inversify';
import type { Attempt } from '../../application/ports/attempt.repository';
import type {
  GameSession,
  GameSessionRepository,
  SessionSnapshot,
} from '../../application/ports/game-session.repository';
import type { Player } from '../../application/ports/player';
import {
  attemptValues,
  INSERT_IF_ABSENT,
  LOCK_OR_CREATE,
  progressColumns,
  progressValues,
  READ_FOR_TURN,
  rowOf,
  SAVE_WITH_ATTEMPT,
  sessionValues,
  START_OR_READ,
  statementFor,
  toSession,
  UPDATE_IF_UNCHANGED,
  type Binding,
  type SessionRow,
  type StartRow,
  type TurnRow,
} from './game-session-rows';
import type { FixedStatement } from './fixed-statement';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { upsertPlayerRow, wherePlayer } from './player-columns';

@injectable()
export class PostgresGameSessionRepository implements GameSessionRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async createIfAbsent(session: GameSession): Promise<void> {
    await upsertPlayerRow(this.database.db(), 'game_sessions', rowOf(session), session.player, 'do nothing');
  }

  async lockOrCreate(session: GameSession): Promise<{ session: GameSession; created: boolean }> {
    const rows = await this.rows<SessionRow & { created: boolean }>(
      statementFor(LOCK_OR_CREATE, session.player),
      [session.player.id, session.gameDate, ...sessionValues(session)],
    );
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

  async saveWithAttempt(session: GameSession, attempt: Attempt): Promise<void> {
    await this.rows(SAVE_WITH_ATTEMPT, [
      session.id,
      ...attemptValues(session, attempt),
      ...progressValues(session),
      session.id,
    ]);
  }

  async readForTurn(player: Player, gameDate: string): Promise<SessionSnapshot | null> {
    const [row] = await this.rows<TurnRow>(statementFor(READ_FOR_TURN, player), [player.id, gameDate]);
    return row ? snapshotOf(row) : null;
  }

  async startOrRead(session: GameSession, attempt?: Attempt): Promise<'started' | SessionSnapshot | null> {
    const [row] = await this.rows<StartRow>(
      statementFor(START_OR_READ[attempt ? 'withAttempt' : 'alone'], session.player),
      [
        session.player.id,
        session.gameDate,
        ...sessionValues(session),
        ...(attempt ? attemptValues(session, attempt) : []),
      ],
    );
    if (!row || row.started === 1) return row ? 'started' : null;
    return row.id === null ? null : snapshotOf(row);
  }

  async storeIfUnchanged(session: GameSession, revision: string | null, attempt?: Attempt): Promise<boolean> {
    const recorded = attempt ? attemptValues(session, attempt) : [];
    const variant = attempt ? 'withAttempt' : 'alone';
    const [row] =
      revision === null
        ? await this.rows<{ stored: number }>(statementFor(INSERT_IF_ABSENT[variant], session.player), [
            ...sessionValues(session),
            ...recorded,
          ])
        : await this.rows<{ stored: number }>(UPDATE_IF_UNCHANGED[variant], [
            ...progressValues(session),
            session.id,
            revision,
            ...recorded,
          ]);
    return row?.stored === 1;
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

  private rows<Row>(statement: FixedStatement, bindings: readonly Binding[]): Promise<Row[]> {
    return this.database.rows<Row>(statement, bindings);
  }

  private query(player: Player) {
    return wherePlayer(player)(this.database.db()<SessionRow>('game_sessions'));
  }
}

const snapshotOf = (row: TurnRow): SessionSnapshot => ({
  session: toSession(row),
  attempts: row.attempts.map(([key, words, wasCorrect]) => ({ key, words, wasCorrect })),
  revision: row.revision,
});
