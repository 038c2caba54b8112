import { expect } from 'chai';
import type { GameDaysResponse } from '../../../contracts/game-days.codec';
import { createGameApi } from '../../../web/src/lib/api/game-api';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { bearerOf, json } from '../support/fake-server';

// The previous days list reads one page of published days with the player's state in one call: the
// registered path with the bearer token, the guest path with the guest id.

const PAGE: GameDaysResponse = {
  today: '2026-03-14',
  days: [{ date: '2026-03-14', sequenceNumber: 40, outcome: 'won', score: 8_421 }],
  more: true,
};

describe('Web | API client | previous days', () => {
  it('given a registered player then /game/days is asked for a page with the bearer token', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/game/days?limit=30', () => json(PAGE));

    const page = await createGameApi(harness.client).days('user', { limit: 30 });

    expect(page).to.deep.equal(PAGE);
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it('given a guest asking for earlier days then /game/guest/days gets before and the guest id', async () => {
    const harness = new ApiHarness();
    harness.server.on('GET', '/game/guest/days?limit=30&before=2026-02-13', () => json(PAGE));

    await createGameApi(harness.client).days('guest', { before: '2026-02-13', limit: 30 });

    const [request] = harness.server.requests;
    expect(request?.headers.get('X-Guest-ID')).to.match(/^guest_/);
    expect(bearerOf(request)).to.equal(null);
  });
});
