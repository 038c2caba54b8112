import { useEffect, useState } from 'react';
import { measuredOffset } from '../model/live-score';
import { msUntilNextTick, secondsLeft } from '../model/countdown';

/** Seconds left to `target` now, by the server's clock as measured from an answer stamped `serverTime`. */
const measure = (serverTime: string, target: string): number => {
  const now = Date.now();
  return secondsLeft(target, measuredOffset(serverTime, now), now);
};

/**
 * Whole seconds left until `target` (an ISO instant of the server's clock), ticking each second and
 * stopping at 0. The offset between the server's clock and this device's is measured once per answer
 * (`serverTime`), when it is first shown: the device's clock only counts the time since.
 */
export function useCountdown(serverTime: string, target: string): number {
  const [left, setLeft] = useState(() => measure(serverTime, target));

  useEffect(() => {
    const offsetMs = measuredOffset(serverTime, Date.now());
    let timer: number | undefined;
    const tick = () => {
      const now = Date.now();
      const seconds = secondsLeft(target, offsetMs, now);
      setLeft(seconds);
      // A few milliseconds past the turn of the second, so the rounding surely shows the new one.
      if (seconds > 0) timer = window.setTimeout(tick, msUntilNextTick(target, offsetMs, now) + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [serverTime, target]);

  return left;
}
