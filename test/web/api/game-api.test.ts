import { expect } from 'chai';
import { GUEST_ID_HEADER } from '../../../domain/constants/network.constants';
import { createGameApi } from '../../../web/src/lib/api/game-api';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, json } from '../support/fake-server';
import { aResult, aSession } from '../support/game-builders';

const DATE = '2026-03-14';

function gameHarness() {
  const harness = new ApiHarness();
  return { harness, game: createGameApi(harness.client) };
}

const notFound = (code: string) => () => json({ code, message: code }, 404);
const identityOf = (harness: ApiHarness) => {
  const [request] = harness.server.requests;
  return { guest: request?.headers.get('X-Guest-ID'), bearer: bearerOf(request) };
};

describe('Web | API client | game: guests', () => {
  it('given a guest when checking a selection then the guest path gets the sorted words and the guest id', async () => {
    const { harness, game } = gameHarness();
    const answer = {
      correct: false,
      alreadyTried: false,
      oneAway: true,
      category: null,
      session: aSession(),
    };
    harness.server.on('POST', '/game/guest/check-selection', () => json({ ...answer, result: null }));

    const checked = await game.forPlayer('guest').checkSelection(DATE, ['snow', 'knee', 'basket']);

    expect(checked.oneAway).to.equal(true);
    const [request] = harness.server.requests;
    expect(request?.body).to.deep.equal({ selectedWords: ['basket', 'knee', 'snow'], gameDate: DATE });
    expect(identityOf(harness).guest).to.match(/^guest_/);
  });

  it('given a guest when switching a row then only the row and the date are sent', async () => {
    const { harness, game } = gameHarness();
    const answer = {
      rowIndex: 2,
      columnIndex: 0,
      oldWord: 'a',
      newWord: 'b',
      session: aSession(),
      result: null,
    };
    harness.server.on('POST', '/game/guest/switch-word', () => json(answer));

    expect((await game.forPlayer('guest').switchWord(DATE, 2)).newWord).to.equal('b');
    expect(harness.server.requests[0]?.body).to.deep.equal({ rowIndex: 2, gameDate: DATE });
  });

  it('given no guest session yet when reading it then null, and starting it answers the state', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('GET', `/game/guest/game-state/${DATE}`, notFound('SESSION_NOT_FOUND'));
    harness.server.on('POST', '/game/guest/session', () => json(aSession({ mistakes: 0 })));
    const guest = game.forPlayer('guest');

    expect(await guest.session(DATE)).to.equal(null);
    expect((await guest.start(DATE)).gridLayout).to.have.length(5);
    expect(harness.server.calls('POST', '/game/guest/session')[0]?.body).to.deep.equal({ gameDate: DATE });
  });

  it('given the guest session save answers a guest session then its state is taken from inside it', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('POST', '/game/guest/session', () =>
      json({ gameDate: DATE, isActive: true, session: aSession({ mistakes: 2 }) }),
    );
    expect((await game.forPlayer('guest').start(DATE)).mistakes).to.equal(2);
  });

  it('given a guest forfeits then the session is saved as forfeit and the result read afterwards', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('POST', '/game/guest/session', () => json({ gameDate: DATE, isActive: false }));
    harness.server.on('GET', `/game/guest/game-results/${DATE}`, () =>
      json(aResult({ forfeit: true, score: 0, gameStatus: 'forfeit' })),
    );

    const result = await game.forPlayer('guest').forfeit(DATE);

    expect(result.gameStatus).to.equal('forfeit');
    expect(harness.server.requests[0]?.body).to.deep.equal({
      gameDate: DATE,
      gameState: { gameStatus: 'forfeit' },
    });
  });

  it('given a guest without a game in progress then active session and result are null', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('GET', '/game/guest/active-session', notFound('NOT_FOUND'));
    harness.server.on('GET', `/game/guest/game-results/${DATE}`, notFound('NOT_FOUND'));
    const guest = game.forPlayer('guest');
    expect(await guest.activeSession()).to.equal(null);
    expect(await guest.result(DATE)).to.equal(null);
  });

  it("given a guest's attempts then they are read with the guest id in the header, never in the URL", async () => {
    const { harness, game } = gameHarness();
    const guestId = harness.client.guestId.get();
    harness.server.on('GET', `/game/attempted-categories/${DATE}`, () =>
      json({ attempts: [{ words: ['a', 'b', 'c'], wasCorrect: false }] }),
    );
    expect(await game.forPlayer('guest').attempts(DATE)).to.have.length(1);
    expect(harness.server.requests[0]?.headers.get(GUEST_ID_HEADER)).to.equal(guestId);
  });
});

describe('Web | API client | game: registered players', () => {
  it('given a player when starting and forfeiting then the player paths carry the bearer token', async () => {
    const { harness, game } = gameHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('POST', '/game/session', () => json(aSession()));
    harness.server.on('POST', `/game/forfeit/${DATE}`, () => json(aResult({ forfeit: true, score: 0 })));
    const player = game.forPlayer('user');

    await player.start(DATE);
    expect((await player.forfeit(DATE)).forfeit).to.equal(true);
    expect(identityOf(harness).bearer).to.match(/^Bearer /);
    expect(identityOf(harness).guest).to.equal(null);
  });

  it('given no tokens when a player call is made then it fails without reaching the server', async () => {
    const { harness, game } = gameHarness();
    const error = await rejectionOf(game.forPlayer('user').session(DATE));
    expect(error).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });

  it('given a finished game when submitting the score then only the date is claimed', async () => {
    const { harness, game } = gameHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('POST', '/game/submit-score', () => json(aResult()));
    expect((await game.submitScore(DATE)).score).to.equal(8_421);
    expect(harness.server.requests[0]?.body).to.deep.equal({ gameDate: DATE });
  });

  it('given a batch of dates then their played statuses come back in order', async () => {
    const { harness, game } = gameHarness();
    harness.holdTokens(10 * MINUTE);
    const status = (gameDate: string, hasPlayed: boolean) => ({
      gameDate,
      hasPlayed,
      score: hasPlayed ? 5_000 : null,
      gameStatus: hasPlayed ? 'won' : null,
      gameAvailable: true,
    });
    harness.server.on('POST', '/game/played/batch', (request) => {
      const { dates } = request.body as { dates: string[] };
      return json({ results: dates.map((date, i) => status(date, i === 0)) });
    });
    const results = await game.playedBatch(['2026-03-13', '2026-03-12']);
    expect(results.map((result) => result.hasPlayed)).to.deep.equal([true, false]);
  });

  it('given a day when reading the initial data then the date goes in the query', async () => {
    const { harness, game } = gameHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', `/game/initial-data?date=${DATE}`, () => json({ today: DATE }));
    expect((await game.initialData(DATE)).today).to.equal(DATE);
  });

  it('given a player when saving the vertical position then only that preference is sent', async () => {
    const { harness, game } = gameHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('PUT', '/game/preferences', () =>
      json({ verticalPosition: 'bottom', hideInstructions: false }),
    );
    await game.savePreferences({ verticalPosition: 'bottom' });
    expect(harness.server.requests[0]?.body).to.deep.equal({ verticalPosition: 'bottom' });
  });
});

describe('Web | API client | game: daily game, reviews and day statistics', () => {
  it('given a day without a game then the daily game is null; a bad date still fails', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('GET', `/game/daily/${DATE}`, notFound('GAME_NOT_FOUND'));
    harness.server.on('GET', '/game/daily/2026-02-30', () =>
      json({ code: 'INVALID_DATE_FORMAT', message: 'Invalid date format. Expected format: YYYY-MM-DD' }, 400),
    );
    expect(await game.daily(DATE)).to.equal(null);
    expect(await rejectionOf(game.daily('2026-02-30'))).to.include({ code: 'INVALID_DATE_FORMAT' });
  });

  it('given a day without a game then the read asks for 204 (nothing logged), and a 204 is null too', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('GET', '/game/daily', () => new Response(null, { status: 204 }));
    expect(await game.daily()).to.equal(null);
    expect(harness.server.requests[0]?.headers.get('Prefer')).to.equal('absent=no-content');
  });

  it("given the control panel's calendar then today comes from the days list, not the device", async () => {
    const { harness, game } = gameHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/game/days?limit=1', () => json({ today: DATE, days: [], more: false }));
    expect(await game.today()).to.equal(DATE);
    harness.server.on('GET', '/game/days?limit=1', () => json({ code: 'INTERNAL_ERROR', message: 'x' }, 500));
    expect(await rejectionOf(game.today())).to.include({ status: 500 });
  });

  it('given the server refuses a review then the failure is only logged', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('POST', '/game-reviews', () => json({ code: 'GAME_NOT_FINISHED' }, 409));
    const saved = await game.review({ gameDate: DATE, difficulty: 3, funLevel: 5, isDemo: true });
    expect(saved).to.equal(false);
    expect(harness.logger.warnings).to.deep.equal(['Review not saved']);
  });

  it('given a failing combination check then the combination counts as not tried', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('POST', '/game/guest/check-combination', () => json({}, 500));
    expect(await game.forPlayer('guest').alreadyTried(DATE, ['b', 'a'])).to.equal(false);
    harness.server.on('POST', '/game/guest/check-combination', () => json({ alreadyTried: true }));
    expect(await game.forPlayer('guest').alreadyTried(DATE, ['b', 'a'])).to.equal(true);
    expect(harness.server.requests[1]?.body).to.deep.equal({ gameDate: DATE, words: ['a', 'b'] });
  });

  it('given a finished day then percentile, mistakes and category difficulty unwrap their lists', async () => {
    const { harness, game } = gameHarness();
    const days = `/scoreboard/days/${DATE}`;
    harness.server.on('GET', `${days}/percentile?score=8421`, () =>
      json({ gameDate: DATE, percentile: 60, scores: [1, 2], totalPlayers: 2 }),
    );
    harness.server.on('GET', `${days}/mistakes?limit=5`, () =>
      json({ mistakes: [{ words: ['a', 'b', 'c'], count: 4 }] }),
    );
    harness.server.on('GET', `${days}/category-difficulty`, () => json({ categories: [{ position: 0 }] }));

    expect((await game.percentile(DATE, 8_421)).percentile).to.equal(60);
    expect(await game.mistakes(DATE, 5)).to.deep.equal([{ words: ['a', 'b', 'c'], count: 4 }]);
    expect(await game.categoryDifficulty(DATE)).to.deep.equal([{ position: 0 }]);
  });

  it('given no message of the day or a failure then null', async () => {
    const { harness, game } = gameHarness();
    harness.server.on('GET', '/message', () => json({ message: 'Hyvää vappua!' }));
    expect(await game.message()).to.equal('Hyvää vappua!');
    harness.server.on('GET', '/message', () => json({}, 500));
    expect(await game.message()).to.equal(null);
  });
});
