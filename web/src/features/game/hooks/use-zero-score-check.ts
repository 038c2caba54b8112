import { useEffect } from 'react';
import { useLatest } from '../../../lib/use-latest';
import { SECOND_MS } from '../../../../../domain/constants/time.constants';

/** While the server has not yet called the loss, ask again this often. */
const RECHECK_MS = 2 * SECOND_MS;

/**
 * At 0 points the game is lost, but the server decides that: the browser asks for the session, and asks
 * again every two seconds while the server (whose second may turn a moment later) still says playing.
 */
export function useZeroScoreCheck(score: number, playing: boolean, refresh: () => Promise<unknown>): void {
  const atZero = playing && score === 0;
  const latest = useLatest(refresh);
  useEffect(() => {
    if (!atZero) return;
    void latest.current();
    const timer = window.setInterval(() => void latest.current(), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [atZero, latest]);
}
