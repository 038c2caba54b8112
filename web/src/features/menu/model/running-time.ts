import { liveElapsedSeconds } from '../../game/model/live-score';

/**
 * The running time of a game in progress, for the Continue button: counted by the server's clock (the
 * device's clock plus the offset measured when the active-session answer arrived), never less than the
 * server's own figure in that answer.
 */
export const runningSeconds = (
  startTime: string,
  serverElapsed: number,
  offsetMs: number,
  deviceNowMs: number,
): number =>
  Number.isNaN(Date.parse(startTime))
    ? serverElapsed
    : Math.max(serverElapsed, liveElapsedSeconds(startTime, offsetMs, deviceNowMs));
