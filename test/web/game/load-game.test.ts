import { expect } from 'chai';
import { createGameApi } from '../../../web/src/lib/api/game-api';
import { loadGame } from '../../../web/src/features/game/model/load-game';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { json } from '../support/fake-server';
import { aResult, aSession } from '../support/game-builders';

const DATE = '2026-03-14';
const daily = { gameDate: DATE, today: DATE, title: null, sequenceNumber: 12, gridLayout: [], isDemo: false };
const played = { gameDate: DATE, hasPlayed: false, score: null, gameStatus: null, gameAvailable: true };
const preferences = { verticalPosition: 'bottom', hideInstructions: true };

function open(kind: 'user' | 'guest') {
  const harness = new ApiHarness();
  if (kind === 'user') harness.holdTokens(10 * MINUTE);
  const api = createGameApi(harness.client);
  const context = { api, player: api.forPlayer(kind), now: () => Date.parse('2026-03-14T08:00:29.000Z') };
  return { harness, load: (date?: string) => loadGame(context, date, false) };
}

describe('Web | Game | opening a game', () => {
  it('given a player with a game under way then it plays on, with the clock offset and their preferences', async () => {
    const { harness, load } = open('user');
    harness.server.on('GET', '/game/initial-data', () =>
      json({ today: DATE, game: daily, session: aSession(), played, preferences }),
    );
    const loaded = await load();
    expect(loaded.state).to.include({ kind: 'playing', offsetMs: 1_000 });
    expect(loaded.preferences).to.deep.equal(preferences);
  });

  it('given a player whose session is over then the result is read and shown', async () => {
    const { harness, load } = open('user');
    harness.server.on('GET', `/game/initial-data?date=${DATE}`, () =>
      json({ today: DATE, game: daily, session: aSession({ gameStatus: 'won' }), played, preferences }),
    );
    harness.server.on('GET', `/game/results/${DATE}`, () => json(aResult({ sequenceNumber: 12 })));
    const { state } = await load(DATE);
    expect(state.kind).to.equal('over');
  });

  it('given no game that day then there is nothing to play', async () => {
    const { harness, load } = open('user');
    harness.server.on('GET', '/game/initial-data', () =>
      json({ today: DATE, game: null, session: null, played, preferences }),
    );
    expect((await load()).state).to.deep.equal({ kind: 'noGame', today: DATE });
  });

  it('given a guest who has not started then the game waits for them, as a demo', async () => {
    const { harness, load } = open('guest');
    harness.server.on('GET', '/game/daily', () => json(daily));
    harness.server.on('GET', `/game/guest/game-state/${DATE}`, () =>
      json({ code: 'SESSION_NOT_FOUND' }, 404),
    );
    const { state } = await load();
    expect(state.kind).to.equal('ready');
    expect(state.kind === 'ready' && state.info.isDemo).to.equal(true);
  });
});
