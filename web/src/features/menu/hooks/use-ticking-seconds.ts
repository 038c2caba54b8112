import { useEffect, useState } from 'react';
import { SECOND_MS } from '../../../../../domain/constants/time.constants';
import { elapsedSecondsBetween } from '../../../../../domain/scoring/score';

/**
 * The running time of a game in progress, for the Continue button. The active-session answer carries no
 * server time, so this device's clock counts from the start; never less than the server's own figure.
 */
export function useRunningSeconds(startTime: string, serverElapsed: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, []);
  const start = Date.parse(startTime);
  return Number.isNaN(start) ? serverElapsed : Math.max(serverElapsed, elapsedSecondsBetween(start, now));
}
