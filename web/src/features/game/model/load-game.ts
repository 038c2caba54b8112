import type { GamePreferences, GameSessionState } from '../../../../../contracts/game.codec';
import type { GameApi, PlayerGameApi } from '../../../lib/api';
import { infoOf, isPlaying, overWith, playingWith, type GameInfo, type GameState } from './game-state';

// Opening a game: which day, whether it exists, and where the player stands in it (not started, playing,
// or over). Registered players get it in one call; guests in two.

export interface LoadedGame {
  readonly state: GameState;
  /** The server's preferences of a registered player; guests keep theirs in the browser. */
  readonly preferences: GamePreferences | null;
}

export interface LoadContext {
  readonly api: GameApi;
  readonly player: PlayerGameApi;
  readonly signal?: AbortSignal;
  readonly now: () => number;
}

/** Resolves a session into a state: playing as it is, finished by reading the server's result. */
async function settleSession(
  context: LoadContext,
  info: GameInfo,
  session: GameSessionState | null,
  receivedAtMs: number,
  current: GameState = { kind: 'loading' },
): Promise<GameState> {
  if (session === null) return { kind: 'ready', info };
  if (isPlaying(session)) return playingWith(current, info, session, receivedAtMs);
  return finishedState(context, info);
}

export async function finishedState(context: LoadContext, info: GameInfo): Promise<GameState> {
  const result = await context.player.result(info.gameDate, context.signal);
  if (result === null) throw new Error(`The session of ${info.gameDate} is over but it has no result`);
  return overWith(info, result);
}

export async function loadGame(
  context: LoadContext,
  date: string | undefined,
  isDemo: boolean,
): Promise<LoadedGame> {
  const { api, player, signal, now } = context;
  if (player.kind === 'user') {
    const data = await api.initialData(date, signal);
    const receivedAt = now();
    if (data.game === null)
      return { state: { kind: 'noGame', today: data.today }, preferences: data.preferences };
    const info = infoOf(data.game, isDemo);
    // A played date without a session (e.g. a migrated guest score) still has a result to show.
    const state =
      data.session === null && data.played.hasPlayed
        ? await finishedState(context, info)
        : await settleSession(context, info, data.session, receivedAt);
    return { state, preferences: data.preferences };
  }
  const game = await api.daily(date, signal);
  if (game === null) return { state: { kind: 'noGame', today: null }, preferences: null };
  // Guests only ever play demo games (DESIGN 5).
  const info = infoOf(game, true);
  const session = await player.session(game.gameDate, signal);
  return { state: await settleSession(context, info, session, now()), preferences: null };
}
