import { expect } from 'chai';
import { GROUP_CODE_LOOKUP_LIMITS } from '../../adapters/security/rate-limiters';
import type { Answer } from '../support/api-client';
import { expectError, useGameServer, type RegisteredPlayer } from '../support/game-api';

// A group's code is enough to join it, and codes have at most five letters or digits: one account once
// looked up 690 codes a second. Looking codes up is limited per account and per address, far above what a
// player joining a group ever needs.

const { perAccount, perAddress } = GROUP_CODE_LOOKUP_LIMITS;

/** Codes nobody has: a walk through them answers 404 until the limit. */
const guessed = (n: number) => `Q${n.toString(36).toUpperCase().padStart(4, '0')}`;

const expectThrottled = (answer: Answer, windowSeconds: number) => {
  expectError(answer, 429, 'TOO_MANY_REQUESTS');
  expect(Number(answer.headers.get('retry-after'))).to.be.within(1, windowSeconds);
};

describe('API | Groups | Looking up group codes is rate limited', function () {
  this.timeout(60_000);
  const game = useGameServer();

  const walk = async (player: RegisteredPlayer, from: number, count: number) => {
    for (let n = from; n < from + count; n++) {
      const answer = await player.get(`/groups/code/${guessed(n)}`);
      expectError(answer, 404, 'GROUP_NOT_FOUND');
    }
  };

  it('given the limits, then a player joining groups never meets them and a script walking codes does', () => {
    expect(perAccount.points).to.be.within(10, 60);
    expect(perAccount.durationSeconds).to.equal(60);
    expect(perAddress.points).to.be.greaterThan(perAccount.points);
  });

  it(`given one account past ${perAccount.points} look-ups a minute, then 429 with Retry-After, even for a code that exists`, async () => {
    const owner = await game.registered();
    const created = await owner.post('/groups', { name: 'Kerho', groupCode: 'KERHO' });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);

    const walker = await game.registered();
    expect((await walker.get('/groups/code/KERHO')).status).to.equal(200);
    await walk(walker, 0, perAccount.points - 1);
    expectThrottled(await walker.get('/groups/code/KERHO'), perAccount.durationSeconds);
    expectThrottled(await walker.get(`/groups/code/${guessed(999)}`), perAccount.durationSeconds);

    // Only the look-up is limited: the walker's other group calls, and other accounts, go on.
    expect((await walker.get('/groups')).status).to.equal(200);
    expect((await owner.get('/groups/code/KERHO')).status).to.equal(200);
  });

  it('given no sign-in, then 401 before anything is counted', async () => {
    expectError(await game.api.get('/groups/code/KERHO'), 401, 'UNAUTHORIZED');
  });
});

describe('API | Groups | Looking up group codes is rate limited per address too', function () {
  this.timeout(60_000);
  // A server of its own: the address's count starts from nothing.
  const game = useGameServer();

  it(`given many accounts at one address past ${perAddress.points} look-ups a minute, then the address is refused`, async () => {
    let n = 0;
    while (n < perAddress.points) {
      const player = await game.registered();
      for (let i = 0; i < perAccount.points && n < perAddress.points; i++, n++) {
        expectError(await player.get(`/groups/code/${guessed(n)}`), 404, 'GROUP_NOT_FOUND');
      }
    }
    const fresh = await game.registered();
    expectThrottled(await fresh.get(`/groups/code/${guessed(n)}`), perAddress.durationSeconds);
  });
});
