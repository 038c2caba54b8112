import { expect } from 'chai';
import type { PlayedStatus } from '../../../contracts/game.codec';
import { dayStatus } from '../../../web/src/features/previous/model/day-status';

const status = (overrides: Partial<PlayedStatus>): PlayedStatus => ({
  gameDate: '2026-03-14',
  hasPlayed: false,
  score: null,
  gameStatus: null,
  gameAvailable: true,
  ...overrides,
});

describe('Web | Previous days | status of a day', () => {
  it('given a game under way then the day is in progress, not unplayed', () => {
    expect(dayStatus(status({ gameStatus: 'playing' }))).to.deep.equal({ kind: 'inProgress' });
  });

  it('given a finished game then played with its score; no session at all is not played', () => {
    expect(dayStatus(status({ hasPlayed: true, score: 8_421, gameStatus: 'won' }))).to.deep.equal({
      kind: 'played',
      score: 8_421,
    });
    expect(dayStatus(status({ hasPlayed: true, gameStatus: 'forfeit' }))).to.deep.equal({
      kind: 'played',
      score: null,
    });
    expect(dayStatus(status({}))).to.deep.equal({ kind: 'notPlayed' });
  });

  it('given a guest (no status from the server) then nothing is said', () => {
    expect(dayStatus(null)).to.equal(null);
  });
});
