import { expect } from 'chai';
import { createGameApi } from '../../../web/src/lib/api/game-api';
import type { PlayerKind } from '../../../web/src/lib/api/player-game-api';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { json } from '../support/fake-server';
import { aSession } from '../support/game-builders';

const DATE = '2026-03-14';
const noContent = () => new Response(null, { status: 204 });

/** The reads whose "there is none" is everyday: each player kind's paths. */
const ABSENT_READS: Record<PlayerKind, Record<'activeSession' | 'session' | 'result', string>> = {
  guest: {
    activeSession: '/game/guest/active-session',
    session: `/game/guest/game-state/${DATE}`,
    result: `/game/guest/game-results/${DATE}`,
  },
  user: {
    activeSession: '/game/session/active',
    session: `/game/session/${DATE}`,
    result: `/game/results/${DATE}`,
  },
};

function playerOf(kind: PlayerKind) {
  const harness = new ApiHarness();
  if (kind === 'user') harness.holdTokens(10 * MINUTE);
  return { harness, player: createGameApi(harness.client).forPlayer(kind) };
}

const readAll = (player: ReturnType<typeof playerOf>['player']) =>
  Promise.all([player.activeSession(), player.session(DATE), player.result(DATE)]);

describe('Web | API client | absent reads ask for 204, so the browser logs no 404', () => {
  for (const kind of ['guest', 'user'] as const) {
    it(`given a ${kind}, when the session, active session and result are read, then each sends Prefer: absent=no-content`, async () => {
      const { harness, player } = playerOf(kind);
      for (const path of Object.values(ABSENT_READS[kind])) harness.server.on('GET', path, noContent);
      expect(await readAll(player)).to.deep.equal([null, null, null]);
      const sent = harness.server.requests.map((request) => [request.path, request.headers.get('Prefer')]);
      expect(sent).to.have.deep.members(
        Object.values(ABSENT_READS[kind]).map((path) => [path, 'absent=no-content']),
      );
    });

    it(`given a ${kind} and a server that keeps the spec's 404, then the reads are still null`, async () => {
      const { harness, player } = playerOf(kind);
      for (const path of Object.values(ABSENT_READS[kind])) {
        harness.server.on('GET', path, () => json({ code: 'SESSION_NOT_FOUND', message: 'none' }, 404));
      }
      expect(await readAll(player)).to.deep.equal([null, null, null]);
    });
  }

  it('given a session, then the 200 answer is the value as before', async () => {
    const { harness, player } = playerOf('guest');
    const session = aSession();
    harness.server.on('GET', ABSENT_READS.guest.session, () => json(session));
    expect(await player.session(DATE)).to.deep.equal(session);
  });

  it('given another failure (500), then it is still a failure, not an absence', async () => {
    const { harness, player } = playerOf('guest');
    harness.server.on('GET', ABSENT_READS.guest.activeSession, () =>
      json({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
    );
    const failure = await rejectionOf(player.activeSession());
    expect(failure).to.include({ status: 500 });
  });

  it('given an ordinary read, then no preference is sent', async () => {
    const { harness } = playerOf('guest');
    harness.server.on('GET', '/message', () => json({ message: null }));
    await createGameApi(harness.client).message();
    expect(harness.server.requests[0]?.headers.get('Prefer')).to.equal(null);
  });
});
