import { useEffect } from 'react';
import { useMyGamesChanged } from '../../../lib/my-games';
import type { GameState } from '../model/game-state';

/**
 * The menu's today's game, the streaks and the previous days are cached reads (a guest's today's game for
 * 10 s): a game that starts or ends on this page makes them stale, so they are read again when next shown.
 */
export function useGameChangesShown(stage: GameState['kind']): void {
  const changed = useMyGamesChanged();
  useEffect(() => {
    if (stage === 'playing' || stage === 'over') changed();
  }, [stage, changed]);
}
