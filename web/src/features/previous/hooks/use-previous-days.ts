import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameDay, GameDaysResponse } from '../../../../../contracts/game-days.codec';
import { isCancelled, type PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { MY_GAMES } from '../../../lib/my-games';
import { currentOnly, useRemote } from '../../../lib/use-remote';

/** A month of games a page: the list opens on the last month and goes further back on request. */
export const PREVIOUS_DAYS_PAGE = 30;

export type EarlierDays = 'idle' | 'loading' | 'failed';

export type PreviousDays =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      today: string;
      days: readonly GameDay[];
      /** Earlier published days exist beyond the ones shown. */
      more: boolean;
      earlier: EarlierDays;
      showEarlier: () => void;
    };

/** The pages read after a first page; a new first page (another player) starts again without them. */
interface Earlier {
  readonly after: GameDaysResponse;
  readonly days: readonly GameDay[];
  readonly more: boolean;
  readonly state: EarlierDays;
}

/** The published days up to today, newest first, each with how this player's game of it stands. */
export function usePreviousDays(kind: PlayerKind | null): PreviousDays {
  const api = useApi();
  const { remote } = useRemote<GameDaysResponse>(
    kind === null ? null : [MY_GAMES, 'previous-days', kind],
    (signal) => api.game.days(kind ?? 'guest', { limit: PREVIOUS_DAYS_PAGE }, signal),
    'Previous days unavailable',
  );
  const [earlier, setEarlier] = useState<Earlier | null>(null);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const first = currentOnly(remote);
  const base = first.kind === 'ready' ? first.value : null;
  const own = earlier !== null && earlier.after === base ? earlier : null;
  const days = base === null ? [] : [...base.days, ...(own?.days ?? [])];
  const more = own?.more ?? base?.more ?? false;
  const oldest = days[days.length - 1]?.date;

  const showEarlier = useCallback(() => {
    if (kind === null || base === null || oldest === undefined || reading.current) return;
    const controller = new AbortController();
    reading.current = controller;
    const keep = { after: base, days: own?.days ?? [], more };
    setEarlier({ ...keep, state: 'loading' });
    api.game
      .days(kind, { before: oldest, limit: PREVIOUS_DAYS_PAGE }, controller.signal)
      .then(
        (page) => setEarlier({ ...keep, days: [...keep.days, ...page.days], more: page.more, state: 'idle' }),
        (error: unknown) => {
          if (isCancelled(error) || controller.signal.aborted) return;
          console.warn('Earlier days unavailable', error);
          setEarlier({ ...keep, state: 'failed' });
        },
      )
      .finally(() => {
        if (reading.current === controller) reading.current = null;
      });
  }, [api, kind, base, oldest, own, more]);

  if (first.kind === 'failed') return { kind: 'failed' };
  if (base === null) return { kind: 'loading' };
  return { kind: 'ready', today: base.today, days, more, earlier: own?.state ?? 'idle', showEarlier };
}
