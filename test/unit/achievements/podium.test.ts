import { expect } from 'chai';
import { podiumAwards, type DayScore } from '../../../domain/achievements/podium';

const scores = (...values: number[]): DayScore[] => values.map((score, i) => ({ playerId: `p${i}`, score }));
const places = (entries: DayScore[]) =>
  podiumAwards(entries).map((award) => `${award.playerId}:${award.type}`);

describe('Domain | Achievements | podium', () => {
  it('given distinct scores then the top three get gold, silver and bronze', () => {
    expect(places(scores(7_000, 9_000, 8_000, 6_000))).to.deep.equal([
      'p1:PODIUM_FIRST',
      'p2:PODIUM_SECOND',
      'p0:PODIUM_THIRD',
    ]);
  });

  it('given a tie for first then both are first and the next player is third', () => {
    expect(places(scores(9_000, 9_000, 8_000, 7_000))).to.deep.equal([
      'p0:PODIUM_FIRST',
      'p1:PODIUM_FIRST',
      'p2:PODIUM_THIRD',
    ]);
  });

  it('given a tie for third then both are third', () => {
    expect(places(scores(9_000, 8_000, 7_000, 7_000, 6_000))).to.have.length(4);
  });

  it('given scores of 0 then they never stand on the podium', () => {
    expect(places(scores(5_000, 0, 0))).to.deep.equal(['p0:PODIUM_FIRST']);
  });

  it('given no scores then there is no podium', () => {
    expect(podiumAwards([])).to.deep.equal([]);
  });
});
