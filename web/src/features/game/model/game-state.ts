import type { DailyGameResponse, GameResult, GameSessionState } from '../../../../../contracts/game.codec';
import { measuredOffset, nextOffset } from './live-score';

// The game page's states. The server's answers move it on; the browser only ever shows them.

/** What the page needs to know about the day's game whatever state it is in. */
export interface GameInfo {
  readonly gameDate: string;
  readonly today: string;
  readonly title: string | null;
  readonly sequenceNumber: number;
  readonly isDemo: boolean;
}

export type GameState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'noGame'; readonly today: string | null }
  /** The game exists but its clock has not started: the words stay hidden until the player starts. */
  | { readonly kind: 'ready'; readonly info: GameInfo }
  | {
      readonly kind: 'playing';
      readonly info: GameInfo;
      readonly session: GameSessionState;
      /** Server time minus device time (see live-score.ts). */
      readonly offsetMs: number;
    }
  | { readonly kind: 'over'; readonly info: GameInfo; readonly result: GameResult };

export const infoOf = (game: DailyGameResponse, isDemo: boolean): GameInfo => ({
  gameDate: game.gameDate,
  today: game.today,
  title: game.title,
  sequenceNumber: game.sequenceNumber,
  isDemo: game.isDemo || isDemo,
});

export const isPlaying = (session: GameSessionState | null): boolean => session?.gameStatus === 'playing';

/** A new answer's session, keeping the best clock offset measured so far for this game. */
export function playingWith(
  state: GameState,
  info: GameInfo,
  session: GameSessionState,
  receivedAtMs: number,
): GameState {
  const previous = state.kind === 'playing' && state.info.gameDate === info.gameDate ? state.offsetMs : null;
  const offsetMs = nextOffset(previous, measuredOffset(session.serverTime, receivedAtMs));
  return { kind: 'playing', info, session, offsetMs };
}

/** The info of a finished game as its result tells it (the result is the server's last word). */
export const overWith = (info: GameInfo, result: GameResult): GameState => ({
  kind: 'over',
  info: {
    ...info,
    title: result.title ?? info.title,
    sequenceNumber: result.sequenceNumber,
    isDemo: result.isDemo || info.isDemo,
  },
  result,
});

export const infoIn = (state: GameState): GameInfo | null =>
  state.kind === 'ready' || state.kind === 'playing' || state.kind === 'over' ? state.info : null;
