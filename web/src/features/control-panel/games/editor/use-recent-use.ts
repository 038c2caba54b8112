import { useMemo } from 'react';
import { puzzleWarnings, type PuzzleWarning } from '../../../../../../domain/puzzles/puzzle-warnings';
import { isGameDate } from '../../../../../../domain/game/game-date';
import { useRemote } from '../../../../lib/use-remote';
import { useGamesApi } from '../api/use-games-api';
import { recentUseOf } from './editor-checks';
import type { GameDraft } from './editor-model';

/**
 * The domain's warnings for the draft: words and category names other games used within 60 days of its
 * date (read again when the date changes), and words that stand in a category's name. Warnings never
 * stop a save; if the read fails, only the name hints remain.
 */
export function useRecentUse(draft: GameDraft, gameId: string | null): PuzzleWarning[] {
  const api = useGamesApi();
  const date = isGameDate(draft.date) ? draft.date : null;
  const { remote } = useRemote(
    date === null ? null : ['managed-games', 'recent-use', date, gameId],
    (signal) => api.recentUsage(date ?? '', gameId, signal),
    'Recent use read failed',
  );
  const answer = remote.kind === 'ready' ? remote.value : null;
  const recent = useMemo(() => recentUseOf(answer), [answer]);
  return useMemo(() => puzzleWarnings(draft.categories, recent), [draft.categories, recent]);
}
