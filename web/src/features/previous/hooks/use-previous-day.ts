import { useEffect, useState } from 'react';
import type { DailyGameResponse, GameResult } from '../../../../../contracts/game.codec';
import { isCancelled, type PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';

export type PreviousDayState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** No game that day, or the day has not come yet. */
  | { kind: 'none' }
  | { kind: 'result'; game: DailyGameResponse; result: GameResult }
  | { kind: 'playing'; game: DailyGameResponse }
  | { kind: 'unplayed'; game: DailyGameResponse };

type Api = ReturnType<typeof useApi>;

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
  const [state, setState] = useState<{ key: string; day: PreviousDayState } | null>(null);
  const key = `${kind}:${date}`;

  useEffect(() => {
    if (kind === null) return;
    const controller = new AbortController();
    const loadKey = `${kind}:${date}`;
    readDay(api, kind, date, controller.signal).then(
      (day) => setState({ key: loadKey, day }),
      (error: unknown) => {
        if (isCancelled(error)) return;
        console.warn('Previous day unavailable', error);
        setState({ key: loadKey, day: { kind: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [api, kind, date]);

  return state?.key === key ? state.day : { kind: 'loading' };
}
