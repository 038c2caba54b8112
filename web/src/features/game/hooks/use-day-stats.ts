import type { CategoryDifficultyView, PercentileResponse } from '../../../../../contracts/game.codec';
import { PAGE_SIZES } from '../../../../../domain/constants/page-sizes.constants';
import type { MistakeEntry } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { currentOnly, useRemote } from '../../../lib/use-remote';

/** Each part stands alone: undefined while loading, null when it failed. */
export interface DayStats {
  readonly percentile: PercentileResponse | null | undefined;
  readonly difficulty: readonly CategoryDifficultyView[] | null | undefined;
  readonly mistakes: readonly MistakeEntry[] | null | undefined;
}

const LOADING: DayStats = { percentile: undefined, difficulty: undefined, mistakes: undefined };

const settled = <T>(outcome: PromiseSettledResult<T>): T | null =>
  outcome.status === 'fulfilled' ? outcome.value : null;

/** The day's statistics, asked for once the player's own game is over (the server allows it only then). */
export function useDayStats(date: string, score: number): DayStats {
  const { game } = useApi();
  const { remote } = useRemote(['game', 'day-stats', date, score], async (signal) => {
    const [percentile, difficulty, mistakes] = await Promise.allSettled([
      game.percentile(date, score, signal),
      game.categoryDifficulty(date, signal),
      game.mistakes(date, PAGE_SIZES.mistakes, signal),
    ]);
    return { percentile: settled(percentile), difficulty: settled(difficulty), mistakes: settled(mistakes) };
  });
  const stats = currentOnly(remote);
  return stats.kind === 'ready' ? stats.value : LOADING;
}
