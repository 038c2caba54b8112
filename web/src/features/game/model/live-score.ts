import type { GameSessionState } from '../../../../../contracts/game.codec';
import { SECOND_MS } from '../../../../../domain/constants/time.constants';
import { computeScore, elapsedSecondsBetween } from '../../../../../domain/scoring/score';

// The browser shows the score ticking, but the server's clock decides it (DESIGN 5). Each answer carries
// `serverTime`; the offset between it and this device's clock turns `Date.now()` into server time.

/** A jump this large means the device's clock was changed, not that an answer was slow: start over. */
const CLOCK_CHANGE_MS = 5 * SECOND_MS;

/** Server time minus device time, measured when an answer arrived; 0 when the answer has no usable time. */
export const measuredOffset = (serverTime: string, receivedAtMs: number): number => {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
};

/**
 * An answer is stamped before it travels, so each measurement falls short of the true offset by the
 * answer's travel time: the largest one is the best. Keeping it also stops the score from ticking back up
 * when a slower answer arrives.
 */
export const nextOffset = (current: number | null, measured: number): number =>
  current === null || Math.abs(measured - current) > CLOCK_CHANGE_MS ? measured : Math.max(current, measured);

const serverNow = (offsetMs: number, deviceNowMs: number): number => deviceNowMs + offsetMs;

export const liveElapsedSeconds = (startTime: string, offsetMs: number, deviceNowMs: number): number => {
  const start = Date.parse(startTime);
  return Number.isNaN(start) ? 0 : elapsedSecondsBetween(start, serverNow(offsetMs, deviceNowMs));
};

type ScoredSession = Pick<
  GameSessionState,
  'gameStatus' | 'startTime' | 'mistakes' | 'switchedWords' | 'score' | 'finalScore'
>;

/** The score now: ticking while playing, the server's own figure once the game is over. */
export const liveScore = (session: ScoredSession, offsetMs: number, deviceNowMs: number): number =>
  session.gameStatus === 'playing'
    ? computeScore(
        liveElapsedSeconds(session.startTime, offsetMs, deviceNowMs),
        session.mistakes,
        session.switchedWords.length,
      )
    : (session.finalScore ?? session.score);

/** Milliseconds until the elapsed whole seconds next change, so the display ticks with the server's second. */
export const msUntilNextSecond = (startTime: string, offsetMs: number, deviceNowMs: number): number => {
  const start = Date.parse(startTime);
  if (Number.isNaN(start)) return SECOND_MS;
  const into = (serverNow(offsetMs, deviceNowMs) - start) % SECOND_MS;
  return into < 0 ? -into : SECOND_MS - into;
};
