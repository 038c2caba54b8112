import { useEffect } from 'react';
import { useLatest } from '../../../lib/use-latest';

/**
 * A player may go on with the same game on another device; coming back to this tab re-reads the session so
 * the board is never out of date when they play on.
 */
export function useRefreshOnReturn(refresh: () => Promise<unknown>): void {
  const latest = useLatest(refresh);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void latest.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [latest]);
}
