import { expect } from 'chai';
import { gamePath, readGameRequest } from '../../../web/src/features/game/model/game-route';

const read = (query: string, state: unknown = null) => readGameRequest(new URLSearchParams(query), state);

describe('Web | Game | route', () => {
  it('without a date or state then today, not a demo', () => {
    expect(read('')).to.deep.equal({ date: undefined, isDemo: false, invalidDate: false });
  });

  it('takes the date and demo from the query, ahead of the navigation state', () => {
    expect(read('date=2026-03-01&demo=true', { gameDate: '2026-02-01', isDemo: false })).to.deep.equal({
      date: '2026-03-01',
      isDemo: true,
      invalidDate: false,
    });
  });

  it('takes gameDate and isDemo from the navigation state when the address has none', () => {
    expect(read('', { gameDate: '2026-02-01', isDemo: true })).to.include({
      date: '2026-02-01',
      isDemo: true,
    });
  });

  it('given a date that is not YYYY-MM-DD (or no such day) then it is flagged, not sent', () => {
    expect(read('date=2026-02-30')).to.include({ date: undefined, invalidDate: true });
    expect(read('date=tomorrow')).to.include({ invalidDate: true });
  });

  it('writes the date and demo into the address so a reload keeps them', () => {
    expect(gamePath()).to.equal('/game');
    expect(gamePath('2026-03-01', true)).to.equal('/game?date=2026-03-01&demo=true');
  });
});
