import { expect } from 'chai';
import { opensWithHelp, type GameVisit } from '../../../web/src/features/game/model/first-help';

// A new guest's game page opens with the instructions before its game is read; the build draws it so.
describe('Web | Game | Instructions before the game is read', () => {
  const newGuest: GameVisit = { kind: 'guest', invalidDate: false, hideInstructions: false, guestId: null };

  it("given a guest's first game with the instructions on, then the page opens with them", () => {
    expect(opensWithHelp(newGuest)).to.equal(true);
  });

  it('given a returning guest, a player, a session still being read, the instructions off or a day that cannot be read, then it does not', () => {
    for (const visit of [
      { ...newGuest, guestId: 'guest_abcdefghijklmnopqrstuvwxyz012345' },
      { ...newGuest, kind: 'user' as const },
      { ...newGuest, kind: null },
      { ...newGuest, hideInstructions: true },
      { ...newGuest, invalidDate: true },
    ])
      expect(opensWithHelp(visit), JSON.stringify(visit)).to.equal(false);
  });
});
