import { useEffect, useState } from 'react';
import type { PerformanceChangeAnswer } from '../../../../../contracts/scoreboard.codec';
import { PERFORMANCE_CHANGE_FETCH_DELAY_MS } from '../../../../../domain/constants/network.constants';
import { isCancelled } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';

/** undefined while waiting, null when it could not be read. */
export type PerformanceChange = PerformanceChangeAnswer | null | undefined;

/**
 * The player's performance index against the one before (spec 2), read a moment after game over
 * (spec 9: 1 s), once the stored score has reached the standings. No player, no call.
 */
export function usePerformanceChange(userId: string | null, gameDate: string): PerformanceChange {
  const { social } = useApi();
  const [state, setState] = useState<{ key: string; change: PerformanceChange } | null>(null);
  const key = `${userId}:${gameDate}`;

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      social.performanceChange(userId, controller.signal).then(
        (change) => setState({ key: `${userId}:${gameDate}`, change }),
        (error: unknown) => {
          if (isCancelled(error)) return;
          console.warn('Performance change unavailable', error);
          setState({ key: `${userId}:${gameDate}`, change: null });
        },
      );
    }, PERFORMANCE_CHANGE_FETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [social, userId, gameDate]);

  return state?.key === key ? state.change : undefined;
}
