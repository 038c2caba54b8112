import { expect } from 'chai';
import {
  liveElapsedSeconds,
  liveScore,
  measuredOffset,
  msUntilNextSecond,
  nextOffset,
} from '../../../web/src/features/game/model/live-score';
import { aSession } from '../support/game-builders';

const START = '2026-03-14T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('Web | Game | live score', () => {
  it('given the server answered at 08:00:30 when the device said 08:00:25 then the offset is +5 s', () => {
    expect(measuredOffset('2026-03-14T08:00:30.000Z', at('2026-03-14T08:00:25.000Z'))).to.equal(5_000);
    expect(measuredOffset('not a time', 123)).to.equal(0);
  });

  it('keeps the largest offset (the answer that travelled fastest), but a jump over 5 s replaces it', () => {
    expect(nextOffset(null, 1_200)).to.equal(1_200);
    expect(nextOffset(1_200, 900)).to.equal(1_200);
    expect(nextOffset(1_200, 1_400)).to.equal(1_400);
    expect(nextOffset(1_200, -60_000)).to.equal(-60_000);
  });

  it('given a device 5 s behind the server then the elapsed seconds follow the server clock', () => {
    const deviceNow = at('2026-03-14T08:01:35.000Z');
    expect(liveElapsedSeconds(START, 5_000, deviceNow)).to.equal(100);
  });

  it('ticks 10000 - seconds - 500 per mistake - 1000 per switch while playing', () => {
    const session = aSession({ startTime: START, mistakes: 1, switchedWords: [3] });
    expect(liveScore(session, 0, at('2026-03-14T08:01:19.999Z'))).to.equal(10_000 - 79 - 500 - 1_000);
    expect(liveScore(session, 0, at('2026-03-14T08:01:20.000Z'))).to.equal(10_000 - 80 - 500 - 1_000);
  });

  it('never goes below 0, and a finished game shows the final score whatever the clock says', () => {
    const playing = aSession({ startTime: START, mistakes: 19 });
    expect(liveScore(playing, 0, at('2026-03-14T09:00:00.000Z'))).to.equal(0);
    const over = aSession({ gameStatus: 'won', finalScore: 8_421, score: 8_421 });
    expect(liveScore(over, 0, at('2026-03-15T00:00:00.000Z'))).to.equal(8_421);
  });

  it('wakes exactly when the server second turns', () => {
    expect(msUntilNextSecond(START, 0, at('2026-03-14T08:00:10.250Z'))).to.equal(750);
    expect(msUntilNextSecond(START, 250, at('2026-03-14T08:00:10.250Z'))).to.equal(500);
    expect(msUntilNextSecond(START, 0, at('2026-03-14T08:00:10.000Z'))).to.equal(1_000);
  });
});
