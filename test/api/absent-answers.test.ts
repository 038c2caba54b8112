import { expect } from 'chai';
import type { Answer } from '../support/api-client';
import {
  PLAYER_KINDS,
  TODAY,
  expectError,
  useGameServer,
  type AnyPlayer,
  type PlayerKind,
} from '../support/game-api';

// The spec's clients read "there is none" as a 404 (player spec 7: "404 means no active session"). The web
// client asks for 204 instead with an RFC 7240 preference, because Chromium logs every 404 as an error.
const PREFER_NO_CONTENT = { Prefer: 'absent=no-content' };

interface AbsentRead {
  name: string;
  path: (kind: PlayerKind) => string;
  /** The spec's 404 code for a new player who has not started today's game. */
  code: string;
}

const READS: AbsentRead[] = [
  {
    name: 'the active session',
    path: (kind) => (kind === 'guest' ? '/game/guest/active-session' : '/game/session/active'),
    code: 'NO_ACTIVE_SESSION',
  },
  {
    name: "a day's session",
    path: (kind) => (kind === 'guest' ? `/game/guest/game-state/${TODAY}` : `/game/session/${TODAY}`),
    code: 'SESSION_NOT_FOUND',
  },
  {
    name: "a day's result",
    path: (kind) => (kind === 'guest' ? `/game/guest/game-results/${TODAY}` : `/game/results/${TODAY}`),
    code: 'SESSION_NOT_FOUND',
  },
];

/** A GET as this player, with extra headers (the game-api helpers send none). */
function read(game: ReturnType<typeof useGameServer>, player: AnyPlayer, path: string, headers = {}) {
  return player.kind === 'guest'
    ? game.api.get(path, undefined, { 'X-Guest-ID': player.guestId, ...headers })
    : game.api.get(path, player.token, headers);
}

function expectNoContent(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(204);
  expect(answer.body).to.equal(null);
  expect(answer.headers.get('preference-applied')).to.equal('absent=no-content');
  expect(answer.headers.get('vary') ?? '').to.match(/\bPrefer\b/i);
}

describe('API | Game | Absent answers: 404 for the spec, 204 for a client that prefers it', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    describe(`as a ${kind} player`, () => {
      for (const { name, path, code } of READS) {
        it(`given nothing yet, when ${name} is read without the preference, then the spec's 404 ${code}`, async () => {
          const player = await game.player(kind);
          const answer = await read(game, player, path(kind));
          expectError(answer, 404, code);
          expect(answer.headers.get('preference-applied')).to.equal(null);
        });

        it(`given nothing yet, when ${name} is read with Prefer: absent=no-content, then 204 and no body`, async () => {
          const player = await game.player(kind);
          expectNoContent(await read(game, player, path(kind), PREFER_NO_CONTENT));
        });
      }

      it('given a game under way, when its session is read with the preference, then the same 200 as without', async () => {
        const player = await game.player(kind);
        expect((await player.start()).status).to.equal(200);
        for (const { path } of READS.slice(0, 2)) {
          const plain = await read(game, player, path(kind));
          const preferring = await read(game, player, path(kind), PREFER_NO_CONTENT);
          expect(preferring.status).to.equal(200);
          expect(preferring.body).to.deep.equal(plain.body);
          expect(preferring.headers.get('preference-applied')).to.equal(null);
        }
      });

      it('given a game under way, when its result is read with the preference, then 204 (it has not ended)', async () => {
        const player = await game.player(kind);
        await player.start();
        expectError(await read(game, player, READS[2]!.path(kind)), 404, 'RESULT_NOT_FOUND');
        expectNoContent(await read(game, player, READS[2]!.path(kind), PREFER_NO_CONTENT));
      });

      it('given a bad date, when read with the preference, then still 400: only absence changes', async () => {
        const player = await game.player(kind);
        const path = kind === 'guest' ? '/game/guest/game-state/2026-13-45' : '/game/session/2026-13-45';
        expect((await read(game, player, path, PREFER_NO_CONTENT)).status).to.equal(400);
      });
    });
  }

  it('given the preference among others (RFC 7240 list, any case), then it is still honoured', async () => {
    const player = game.guest();
    const answer = await read(game, player, '/game/guest/active-session', {
      Prefer: 'return=minimal, Absent=No-Content',
    });
    expectNoContent(answer);
  });

  it('given the value quoted or with parameters (RFC 7240), then it is still honoured', async () => {
    for (const prefer of ['absent="no-content"', 'absent=no-content; strict', 'absent = "No-Content" ;x=1']) {
      const answer = await read(game, game.guest(), '/game/guest/active-session', { Prefer: prefer });
      expect(answer.status, prefer).to.equal(204);
    }
  });

  it("given a guest's saved-session read, when nothing is saved, then 404 plainly and 204 when preferred", async () => {
    const player = game.guest();
    const path = `/game/guest/session/${TODAY}`;
    expect((await read(game, player, path)).status).to.equal(404);
    expectNoContent(await read(game, player, path, PREFER_NO_CONTENT));
  });

  it("given a day without a game, when its puzzle is read, then the spec's 404 and 204 when preferred", async () => {
    const player = game.guest();
    const path = '/game/daily/2020-01-01';
    expectError(await read(game, player, path), 404, 'GAME_NOT_FOUND');
    expectNoContent(await read(game, player, path, PREFER_NO_CONTENT));
    expect((await read(game, player, '/game/daily/2020-13-01', PREFER_NO_CONTENT)).status).to.equal(400);
  });

  it('given a signed-out caller on a player read, when the preference is sent, then still 401', async () => {
    const answer = await game.api.get('/game/session/active', undefined, PREFER_NO_CONTENT);
    expect(answer.status).to.equal(401);
  });
});
