import { expect } from 'chai';
import { runningSeconds } from '../../../web/src/features/menu/model/running-time';
import { measuredOffset } from '../../../web/src/features/game/model/live-score';

const START = '2026-03-14T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('Web | Menu | running time of the game in progress', () => {
  it('given a device clock 2 minutes behind the server then the time follows the server clock', () => {
    // The active-session answer said 08:05:00 on the server; the device read 08:03:00 when it arrived.
    const offset = measuredOffset('2026-03-14T08:05:00.000Z', at('2026-03-14T08:03:00.000Z'));
    expect(runningSeconds(START, 300, offset, at('2026-03-14T08:03:10.000Z'))).to.equal(310);
  });

  it('given a device clock ahead of the server then the time does not run ahead of it', () => {
    const offset = measuredOffset('2026-03-14T08:01:00.000Z', at('2026-03-14T08:11:00.000Z'));
    expect(runningSeconds(START, 60, offset, at('2026-03-14T08:11:05.000Z'))).to.equal(65);
  });

  it("never shows less than the server's own figure, and that figure alone without a start time", () => {
    expect(runningSeconds(START, 90, 0, at('2026-03-14T08:00:30.000Z'))).to.equal(90);
    expect(runningSeconds('not a time', 42, 0, at('2026-03-14T08:00:30.000Z'))).to.equal(42);
  });
});
