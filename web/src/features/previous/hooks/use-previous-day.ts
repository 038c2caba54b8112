import type { DailyGameResponse, GameResult } from '../../../../../contracts/game.codec';
import type { PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { MY_GAMES } from '../../../lib/my-games';
import { currentOnly, useRemote } from '../../../lib/use-remote';

export type PreviousDayState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  /** No game that day, or the day has not come yet. */
  | { kind: 'none' }
  | { kind: 'result'; game: DailyGameResponse; result: GameResult }
  | { kind: 'playing'; game: DailyGameResponse }
  | { kind: 'unplayed'; game: DailyGameResponse };

type Api = ReturnType<typeof useApi>;

const LOADING: PreviousDayState = { kind: 'loading' };

async function readDay(
  api: Api,
  kind: PlayerKind,
  date: string,
  signal: AbortSignal,
): Promise<PreviousDayState> {
  const game = await api.game.daily(date, signal);
  if (game === null) return { kind: 'none' };
  const player = api.game.forPlayer(kind);
  const result = await player.result(date, signal);
  if (result !== null) return { kind: 'result', game, result };
  const session = await player.session(date, signal);
  return session?.gameStatus === 'playing' ? { kind: 'playing', game } : { kind: 'unplayed', game };
}

/** One past day: whether it had a game, and the player's result or the way into it. */
export function usePreviousDay(kind: PlayerKind | null, date: string): PreviousDayState {
  const api = useApi();
  const { remote } = useRemote(
    kind === null ? null : [MY_GAMES, 'previous-day', kind, date],
    (signal) => (kind === null ? Promise.resolve(LOADING) : readDay(api, kind, date, signal)),
    'Previous day unavailable',
  );
  const day = currentOnly(remote);
  return day.kind === 'ready'
    ? day.value
    : day.kind === 'failed'
      ? { kind: 'failed', error: day.error }
      : LOADING;
}
