import type { PlayedStatus } from '../../../../../contracts/game.codec';
import type { PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { currentOnly, useRemote } from '../../../lib/use-remote';
import { deviceToday, recentDates } from '../model/previous-dates';

export interface PreviousDay {
  readonly date: string;
  /** Registered players learn in one call whether each day had a game and how they did; guests do not. */
  readonly status: PlayedStatus | null;
}

export type PreviousDays =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; today: string; days: readonly PreviousDay[] };

type Api = ReturnType<typeof useApi>;

const LOADING: PreviousDays = { kind: 'loading' };

async function readDays(api: Api, kind: PlayerKind, signal: AbortSignal): Promise<PreviousDays> {
  if (kind === 'user') {
    const { today } = await api.game.initialData(undefined, signal);
    const dates = recentDates(today);
    const statuses = await api.game.playedBatch(dates, signal);
    const byDate = new Map(statuses.map((status) => [status.gameDate, status]));
    const days = dates
      .map((date) => ({ date, status: byDate.get(date) ?? null }))
      .filter((day) => day.status?.gameAvailable !== false);
    return { kind: 'ready', today, days };
  }
  // A guest learns today from the daily game, or from its 404 when there is none; each day's page then
  // says whether it had one. The device's calendar only when the server did not say.
  const today = (await api.game.dailyToday(signal)).today ?? deviceToday();
  return { kind: 'ready', today, days: recentDates(today).map((date) => ({ date, status: null })) };
}

export function usePreviousDays(kind: PlayerKind | null): PreviousDays {
  const api = useApi();
  const { remote } = useRemote(
    kind,
    (signal) => (kind === null ? Promise.resolve(LOADING) : readDays(api, kind, signal)),
    'Previous days unavailable',
  );
  const days = currentOnly(remote);
  return days.kind === 'ready' ? days.value : days.kind === 'failed' ? { kind: 'failed' } : LOADING;
}
