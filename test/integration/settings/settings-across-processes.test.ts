import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Answer, ApiCaller } from '../../support/api-client';
import { seenWithin } from '../../support/server-cluster';
import { useTwoProcesses } from '../../support/two-processes';

// DESIGN 3 and 11: processes behind a load balancer share one PostgreSQL and one Redis, so a switch an admin
// turns on one process holds on every other within a second. Two real server processes on a schema made
// for this run; the admin works on A, players arrive at B.

/** How long a switch turned on A may take to hold on B. */
const PROPAGATION_MS = 1_000;
const PLAYER_PASSWORD = 'Salainen1!';

const code = (expected: string) => (answer: Answer) =>
  answer.status === 403 && answer.body?.code === expected;
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

describe('Integration | Settings | System switches across server processes', function () {
  this.timeout(120_000);
  const two = useTwoProcesses();
  let a: ApiCaller;
  let b: ApiCaller;
  let adminToken = '';
  let today = '';

  before(() => {
    ({ a, b, adminToken, today } = two);
  });

  const turnOnA = async (switches: Record<string, boolean>) => {
    const saved = await a.put('/manage/system/settings', switches, adminToken);
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body).to.include(switches);
  };

  /** A guest B has never seen starts today's game: a new start, never the finishing of an old one. */
  const newGuestStartsOnB = () =>
    b.post('/game/guest/session', { gameDate: today }, undefined, {
      'X-Guest-ID': `guest_${randomBytes(12).toString('hex')}`,
    });
  const registersOnB = () =>
    b.post('/auth/register', { username: `p${randomBytes(6).toString('hex')}`, password: PLAYER_PASSWORD });

  it('given the daily game turned off on A, then B refuses a new start of today within a second, and allows it within a second of turning it on', async () => {
    // B has read (and cached) the settings with the daily game on: the change must reach past that.
    expect((await newGuestStartsOnB()).status).to.equal(200);
    await turnOnA({ dailyEnabled: false });
    await seenWithin(PROPAGATION_MS, 'DAILY_DISABLED on B', newGuestStartsOnB, code('DAILY_DISABLED'));
    await turnOnA({ dailyEnabled: true });
    await seenWithin(PROPAGATION_MS, "today's start on B", newGuestStartsOnB, ok);
  });

  it('given registration closed on A, then B refuses registration within a second, and registers again within a second of opening it', async () => {
    expect((await registersOnB()).status).to.equal(201);
    await turnOnA({ registrationEnabled: false });
    await seenWithin(
      PROPAGATION_MS,
      'REGISTRATION_DISABLED on B',
      registersOnB,
      code('REGISTRATION_DISABLED'),
    );
    await turnOnA({ registrationEnabled: true });
    await seenWithin(PROPAGATION_MS, 'registration on B', registersOnB, ok);
  });

  it('given guest play turned off on A, then B refuses a guest today within a second, and lets guests play within a second of turning it on', async () => {
    expect((await newGuestStartsOnB()).status).to.equal(200);
    await turnOnA({ showGuestPlayButton: false });
    await seenWithin(
      PROPAGATION_MS,
      'GUEST_PLAY_DISABLED on B',
      newGuestStartsOnB,
      code('GUEST_PLAY_DISABLED'),
    );
    await turnOnA({ showGuestPlayButton: true });
    await seenWithin(PROPAGATION_MS, 'a guest start on B', newGuestStartsOnB, ok);
  });
});
