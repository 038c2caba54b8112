import { useEffect, useState } from 'react';
import type { GameSessionState } from '../../../../../contracts/game.codec';
import { liveElapsedSeconds, liveScore, msUntilNextSecond } from '../model/live-score';

export interface LiveScore {
  readonly score: number;
  readonly elapsedSeconds: number;
}

const measure = (session: GameSessionState, offsetMs: number): LiveScore => {
  const now = Date.now();
  return {
    score: liveScore(session, offsetMs, now),
    elapsedSeconds:
      session.gameStatus === 'playing'
        ? liveElapsedSeconds(session.startTime, offsetMs, now)
        : session.elapsedTime,
  };
};

/**
 * The score as it stands this second, by the server's clock. The timer wakes when the server's second
 * turns, not on a fixed interval, so the figure never lags a second behind the server's.
 */
export function useLiveScore(session: GameSessionState, offsetMs: number): LiveScore {
  const [live, setLive] = useState(() => measure(session, offsetMs));

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      setLive((previous) => {
        const next = measure(session, offsetMs);
        return next.score === previous.score && next.elapsedSeconds === previous.elapsedSeconds
          ? previous
          : next;
      });
      if (session.gameStatus === 'playing') {
        timer = window.setTimeout(tick, msUntilNextSecond(session.startTime, offsetMs, Date.now()) + 5);
      }
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [session, offsetMs]);

  return live;
}
