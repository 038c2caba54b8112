import { expect } from 'chai';
import { createGameApi } from '../../../web/src/lib/api/game-api';
import { ApiHarness } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { json } from '../support/fake-server';

const DATE = '2026-03-14';

// DESIGN 11: a system switch that withholds today's game answers 403 with the server's date, so the
// screens that only need today (the guests' previous days, the control panel's calendar) keep working.
describe('Web | API client | today withheld by a system switch', () => {
  const refusal =
    (code: string, status = 403) =>
    () =>
      json({ code, message: code, details: { today: DATE } }, status);

  for (const code of ['DAILY_DISABLED', 'GUEST_PLAY_DISABLED']) {
    it(`given today's game refused with ${code}, then today's date comes from the refusal`, async () => {
      const harness = new ApiHarness();
      const game = createGameApi(harness.client);
      harness.server.on('GET', '/game/daily', refusal(code));
      expect(await game.dailyToday()).to.deep.equal({ today: DATE, game: null });
    });
  }

  it('given any other refusal, then it stays a failure', async () => {
    const harness = new ApiHarness();
    const game = createGameApi(harness.client);
    harness.server.on('GET', '/game/daily', refusal('FORBIDDEN'));
    expect(await rejectionOf(game.dailyToday())).to.include({ status: 403, code: 'FORBIDDEN' });
  });
});
