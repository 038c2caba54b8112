import type { PerformanceChangeAnswer } from '../../../../../contracts/scoreboard.codec';
import { PERFORMANCE_CHANGE_FETCH_DELAY_MS } from '../../../../../domain/constants/network.constants';
import { useSocialApi } from '../../../lib/use-social-api';
import { sleep } from '../../../lib/sleep';
import { currentOnly, useRemote } from '../../../lib/use-remote';

/** undefined while waiting, null when it could not be read. */
export type PerformanceChange = PerformanceChangeAnswer | null | undefined;

/**
 * After the player's first game on the scoreboard the index has no value before it: its "change" would be
 * the index itself, a rise from nothing, so it is shown as a start instead.
 */
export const isFirstGame = (change: PerformanceChangeAnswer): boolean => change.gamesPlayed <= 1;

/**
 * The player's performance index against the one before (spec 2), read a moment after game over
 * (spec 9: 1 s), once the stored score has reached the standings. No player, no call.
 */
export function usePerformanceChange(userId: string | null, gameDate: string): PerformanceChange {
  const social = useSocialApi();
  const { remote } = useRemote(
    userId === null ? null : ['game', 'performance-change', userId, gameDate],
    async (signal) => {
      await sleep(PERFORMANCE_CHANGE_FETCH_DELAY_MS, signal);
      return userId === null ? null : social.performanceChange(userId, signal);
    },
    'Performance change unavailable',
  );
  const change = currentOnly(remote);
  return change.kind === 'ready' ? change.value : change.kind === 'failed' ? null : undefined;
}
