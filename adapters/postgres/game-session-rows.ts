import type { Attempt } from '../../application/ports/attempt.repository';
import type { GameSession } from '../../application/ports/game-session.repository';
import { guestPlayer, userPlayer, type Player } from '../../application/ports/player';
import type { PlayStatus } from '../../domain/game/play-session';
import { fixedStatement, type FixedStatement } from './fixed-statement';
import { playerColumns, playerDateConflict, playerOf, type PlayerColumns } from './player-columns';

// The rows of game_sessions and the fixed text of the statements every gameplay call runs: only values
// travel as bindings, so each call costs no identifier quoting or query building.

export interface SessionRow extends PlayerColumns {
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

export const toSession = (row: SessionRow): GameSession => ({
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

export const progressColumns = (session: GameSession) => ({
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

/** A new session's row: who plays which date, since when, and its progress. */
export const rowOf = (session: GameSession) => ({
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

export type Binding = string | number | boolean | Date | null;

/** A new session's values, in SESSION_COLUMNS' order. */
export const sessionValues = (session: GameSession): Binding[] => {
  const row = rowOf(session);
  return SESSION_COLUMNS.map((column) => row[column]);
};
/** The progress' values, in PROGRESS_COLUMNS' order. */
export const progressValues = (session: GameSession): Binding[] => {
  const progress = progressColumns(session);
  return PROGRESS_COLUMNS.map((column) => progress[column]);
};
/** An attempt's values after its session's id, in the order of ATTEMPT_VALUES below. */
export const attemptValues = (session: GameSession, attempt: Attempt): Binding[] => [
  attempt.key,
  JSON.stringify(attempt.words),
  attempt.wasCorrect,
  session.gameDate,
];

const SET_PROGRESS = PROGRESS_COLUMNS.map((column) => `${column} = ?`).join(', ');
const INSERT_SESSION = `insert into game_sessions (${SESSION_COLUMNS.join(', ')})`;
const SESSION_PLACEHOLDERS = SESSION_COLUMNS.map(() => '?').join(', ');
const ATTEMPT_COLUMNS = 'session_id, combination_key, words, was_correct, game_date';
const ATTEMPT_VALUES = '?, ?, ?, ?';
/** An attempt is recorded once per session and key, as PostgresAttemptRepository.record does. */
const ATTEMPT_CONFLICT = 'on conflict (session_id, combination_key) do nothing';

type PerPlayer = { readonly [kind in Player['kind']]: FixedStatement };

/** One statement per kind of player: the partial unique indexes each have their own predicate. */
const perPlayer = (
  name: string,
  sql: (playerColumn: 'user_id' | 'guest_id', conflict: string) => string,
): PerPlayer => ({
  user: fixedStatement(`${name}_user`, sql('user_id', playerDateConflict(userPlayer('')))),
  guest: fixedStatement(`${name}_guest`, sql('guest_id', playerDateConflict(guestPlayer('')))),
});
export const statementFor = (statements: PerPlayer, player: Player) => statements[player.kind];

/**
 * The lock and the insert in one statement. The insert runs only when the lock found nothing; when a
 * parallel first call inserted the row meanwhile (after this statement's snapshot), the insert waits for
 * it, does nothing, and the caller locks the row with a second read, which sees it.
 */
export const LOCK_OR_CREATE = perPlayer(
  'session_lock_or_create',
  (playerColumn, conflict) =>
    `with existing as (
       select * from game_sessions where ${playerColumn} = ? and game_date = ? for update
     ), inserted as (
       ${INSERT_SESSION} select ${SESSION_PLACEHOLDERS} where not exists (select from existing)
       on conflict ${conflict} do nothing
       returning *
     )
     select *, false as created from existing union all select *, true as created from inserted`,
);

/** The attempt's insert rides along with the update as a data-modifying WITH: one statement. */
export const SAVE_WITH_ATTEMPT = fixedStatement(
  'session_save_with_attempt',
  `with recorded as (
     insert into attempted_categories (${ATTEMPT_COLUMNS}) values (?, ${ATTEMPT_VALUES}) ${ATTEMPT_CONFLICT}
   )
   update game_sessions set ${SET_PROGRESS} where id = ?`,
);

/**
 * A session with its attempts and its revision: the row's xmin, the transaction that wrote its current
 * version. Every write of the row changes it, whichever statement makes it (a turn under the lock, a
 * guest's games moved to an account), so a compare on it misses none of them.
 */
const turnRead = (playerColumn: 'user_id' | 'guest_id') =>
  `select s.*, s.xmin::text as revision,
     coalesce((select json_agg(json_build_array(a.combination_key, a.words, a.was_correct) order by a.created_at)
               from attempted_categories a where a.session_id = s.id), '[]') as attempts
   from game_sessions s where s.${playerColumn} = ? and s.game_date = ?`;
export const READ_FOR_TURN = perPlayer('session_read_for_turn', turnRead);
export type TurnRow = SessionRow & { revision: string; attempts: [string, string[], boolean][] };

/** The attempt's insert after the data-modifying WITH `stored`, for the session it stored (if it did). */
const recordedWith = (attempt: boolean) =>
  attempt
    ? `, recorded as (
         insert into attempted_categories (${ATTEMPT_COLUMNS}) select id, ${ATTEMPT_VALUES} from stored
         ${ATTEMPT_CONFLICT}
       )`
    : '';
/** `select` after `stored`: whether its row was written, attempt or not. */
const storedWith = (attempt: boolean) =>
  `${recordedWith(attempt)} select count(*)::int as stored from stored`;
const updateIfUnchanged = (attempt: boolean) =>
  fixedStatement(
    `session_update_if_unchanged${attempt ? '_with_attempt' : ''}`,
    `with stored as (
       update game_sessions set ${SET_PROGRESS} where id = ? and xmin = ?::xid returning id
     )${storedWith(attempt)}`,
  );
const insertIfAbsent = (attempt: boolean) =>
  perPlayer(
    `session_insert_if_absent${attempt ? '_with_attempt' : ''}`,
    (_, conflict) =>
      `with stored as (
         ${INSERT_SESSION} values (${SESSION_PLACEHOLDERS}) on conflict ${conflict} do nothing returning id
       )${storedWith(attempt)}`,
  );
export const UPDATE_IF_UNCHANGED = { withAttempt: updateIfUnchanged(true), alone: updateIfUnchanged(false) };
export const INSERT_IF_ABSENT = { withAttempt: insertIfAbsent(true), alone: insertIfAbsent(false) };

/**
 * A first turn in one round trip: READ_FOR_TURN's row when the player has a session of the date, else the
 * new session inserted with its attempt (`started` 1). Neither when a parallel first turn inserted one after
 * this statement's snapshot: the insert waited for it and did nothing, and the read cannot see it.
 */
const startOrRead = (attempt: boolean) =>
  perPlayer(
    `session_start_or_read${attempt ? '_with_attempt' : ''}`,
    (playerColumn, conflict) =>
      `with existing as (${turnRead(playerColumn)}), stored as (
         ${INSERT_SESSION} select ${SESSION_PLACEHOLDERS} where not exists (select from existing)
         on conflict ${conflict} do nothing returning id
       )${recordedWith(attempt)}
       select e.*, (select count(*)::int from stored) as started from (values (0)) one left join existing e on true`,
  );
export const START_OR_READ = { withAttempt: startOrRead(true), alone: startOrRead(false) };
/** Every column of the session's is null when the player had none. */
export type StartRow = (TurnRow | Record<keyof TurnRow, null>) & { started: number };
