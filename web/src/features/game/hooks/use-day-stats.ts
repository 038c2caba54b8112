import { useEffect, useState } from 'react';
import type { CategoryDifficultyView, PercentileResponse } from '../../../../../contracts/game.codec';
import { PAGE_SIZES } from '../../../../../domain/constants/page-sizes.constants';
import type { MistakeEntry } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';

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
  const [stats, setStats] = useState<{ key: string; value: DayStats } | null>(null);
  const key = `${date}:${score}`;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.allSettled([
      game.percentile(date, score, signal),
      game.categoryDifficulty(date, signal),
      game.mistakes(date, PAGE_SIZES.mistakes, signal),
    ]).then(([percentile, difficulty, mistakes]) => {
      if (signal.aborted) return;
      const value = {
        percentile: settled(percentile),
        difficulty: settled(difficulty),
        mistakes: settled(mistakes),
      };
      setStats({ key: `${date}:${score}`, value });
    });
    return () => controller.abort();
  }, [game, date, score]);

  return stats?.key === key ? stats.value : LOADING;
}
