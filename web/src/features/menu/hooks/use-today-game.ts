import { useCallback, useEffect, useState } from 'react';
import type { ActiveSessionResponse } from '../../../../../contracts/game.codec';
import { isFinishedSessionStatus } from '../../../../../domain/scoring/game-status';
import { isCancelled, type PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { measuredOffset } from '../../game/model/live-score';

/** Where the player stands with the daily game, for the menu's buttons (player spec 2 and 4). */
export type TodayGame =
  | { kind: 'loading' }
  /** A game under way (today's or another day's): Continue, with its figures, and Forfeit. */
  | { kind: 'active'; active: ActiveSessionResponse; offsetMs: number }
  /** Today's game is over: the final score, nothing to continue. */
  | { kind: 'played'; score: number | null }
  | { kind: 'available' }
  | { kind: 'none' };

type Api = ReturnType<typeof useApi>;

async function readToday(api: Api, kind: PlayerKind, signal: AbortSignal): Promise<TodayGame> {
  const player = api.game.forPlayer(kind);
  const active = await player.activeSession(signal);
  // Server time minus this device's, as the answer arrived: the running time follows the server's clock.
  const offsetMs = active === null ? 0 : measuredOffset(active.serverTime, Date.now());
  if (active !== null && active.gameState.gameStatus === 'playing')
    return { kind: 'active', active, offsetMs };
  if (active !== null && isFinishedSessionStatus(active.gameState.gameStatus)) {
    return { kind: 'played', score: active.gameState.finalScore };
  }
  if (kind === 'user') {
    const { todayGame } = await api.auth.profileData(signal);
    if (!todayGame.gameAvailable) return { kind: 'none' };
    return todayGame.hasPlayed ? { kind: 'played', score: todayGame.score } : { kind: 'available' };
  }
  const daily = await api.game.daily(undefined, signal);
  if (daily === null) return { kind: 'none' };
  const played = await player.playedStatus(daily.gameDate, signal);
  return played.hasPlayed ? { kind: 'played', score: played.score } : { kind: 'available' };
}

/** `reload` after a forfeit from the menu. A failure offers Play: the game page explains any problem. */
export function useTodayGame(kind: PlayerKind | null) {
  const api = useApi();
  const [state, setState] = useState<{ key: string; today: TodayGame } | null>(null);
  const [round, setRound] = useState(0);
  const key = `${kind}:${round}`;

  useEffect(() => {
    if (kind === null) return;
    const controller = new AbortController();
    readToday(api, kind, controller.signal).then(
      (today) => setState({ key: `${kind}:${round}`, today }),
      (error: unknown) => {
        if (isCancelled(error)) return;
        console.warn('Today’s game status unavailable', error);
        setState({ key: `${kind}:${round}`, today: { kind: 'available' } });
      },
    );
    return () => controller.abort();
  }, [api, kind, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { today: state?.key === key ? state.today : ({ kind: 'loading' } as TodayGame), reload };
}
