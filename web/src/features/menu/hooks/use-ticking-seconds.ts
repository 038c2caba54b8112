import { useEffect, useState } from 'react';
import { SECOND_MS } from '../../../../../domain/constants/time.constants';
import { runningSeconds } from '../model/running-time';

/**
 * The running time of a game in progress, for the Continue button, by the server's clock: `offsetMs` is
 * server time minus device time, measured when the active-session answer arrived.
 */
export function useRunningSeconds(startTime: string, serverElapsed: number, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, []);
  return runningSeconds(startTime, serverElapsed, offsetMs, now);
}
