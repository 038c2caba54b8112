import { expect } from 'chai';
import type { GameDay } from '../../../contracts/game-days.codec';
import { dayStatus } from '../../../web/src/features/previous/model/day-status';

const day = (overrides: Partial<GameDay>): GameDay => ({
  date: '2026-03-14',
  sequenceNumber: 12,
  outcome: null,
  score: null,
  ...overrides,
});

describe('Web | Previous days | state of a day', () => {
  it('given a won game then it is won with its score', () => {
    expect(dayStatus(day({ outcome: 'won', score: 8_421 }))).to.deep.equal({ kind: 'won', score: 8_421 });
  });

  it('given a lost or forfeited game then each says so, not just "played"', () => {
    expect(dayStatus(day({ outcome: 'lost', score: 0 }))).to.deep.equal({ kind: 'lost' });
    expect(dayStatus(day({ outcome: 'forfeit', score: 0 }))).to.deep.equal({ kind: 'forfeit' });
  });

  it('given a game under way then in progress; no game started then not played', () => {
    expect(dayStatus(day({ outcome: 'playing' }))).to.deep.equal({ kind: 'inProgress' });
    expect(dayStatus(day({}))).to.deep.equal({ kind: 'notPlayed' });
  });
});
