import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { NO_GAME_DATE, TODAY, YESTERDAY, expectError, newGuestId, useGameServer } from '../support/game-api';

describe('API | Game | The day, initial data, preferences and message', function () {
  this.timeout(60_000);
  const game = useGameServer();

  describe('GET /game/daily', () => {
    it('given nobody signed in, then today is the published 5 x 3 layout of the 15 words, a demo, no categories', async () => {
      const puzzle = await game.puzzle();
      const daily = await game.api.get('/game/daily');
      expect(daily.status).to.equal(200);
      expect(daily.body).to.have.all.keys(
        'gameDate',
        'today',
        'title',
        'sequenceNumber',
        'gridLayout',
        'isDemo',
      );
      expect(daily.body).to.include({ gameDate: TODAY, today: TODAY, isDemo: true, sequenceNumber: 16 });
      expect(daily.body.gridLayout).to.deep.equal(puzzle.game.gridLayout);
      expect(daily.body.gridLayout).to.have.length(5);
      expect(daily.body.gridLayout.flat()).to.have.members([0, 1, 2, 3, 4].flatMap((p) => puzzle.words(p)));
    });

    it('given a signed-in player, then the game is no demo; a guest id keeps it a demo; a past date answers its own game', async () => {
      const player = await game.registered();
      expect((await player.get('/game/daily')).body.isDemo).to.equal(false);
      expect((await game.guest().get('/game/daily')).body.isDemo).to.equal(true);
      const past = await game.api.get(`/game/daily/${YESTERDAY}`);
      expect(past.body).to.include({ gameDate: YESTERDAY, today: TODAY, sequenceNumber: 15 });
      expect(past.body.gridLayout).to.deep.equal((await game.puzzle(YESTERDAY)).game.gridLayout);
    });

    it('given a malformed guest id on an open path, then 400 GUEST_ID_INVALID', async () => {
      const answer = await game.api.get('/game/daily', undefined, { 'X-Guest-ID': 'guest_short' });
      expectError(answer, 400, 'GUEST_ID_INVALID');
    });
  });

  describe('GET /game/initial-data', () => {
    it('given a new player, then today, the game, no session, not played and the default preferences', async () => {
      const player = await game.registered();
      const data = await player.get('/game/initial-data');
      expect(data.status).to.equal(200);
      expect(data.body.today).to.equal(TODAY);
      expect(data.body.game).to.include({ gameDate: TODAY, isDemo: false });
      expect(data.body.session).to.equal(null);
      expect(data.body.played).to.deep.equal({
        gameDate: TODAY,
        hasPlayed: false,
        score: null,
        gameStatus: null,
        gameAvailable: true,
      });
      expect(data.body.preferences).to.deep.equal({ verticalPosition: 'center', hideInstructions: false });
    });

    it('given a session under way, then it is part of the data; ?date reads another day', async () => {
      const player = await game.registered();
      const puzzle = await game.puzzle();
      await player.check(puzzle.wrong());
      const data = await player.get('/game/initial-data');
      expect(data.body.session).to.include({
        gameDate: TODAY,
        gameStatus: 'playing',
        mistakes: 1,
        score: 9500,
      });
      expect(data.body.played).to.include({ hasPlayed: false, gameStatus: 'playing' });

      const past = await player.get(`/game/initial-data?date=${YESTERDAY}`);
      expect([past.body.today, past.body.game.gameDate, past.body.session]).to.deep.equal([
        TODAY,
        YESTERDAY,
        null,
      ]);
    });

    it('given a date without a game, then game and session are null and the game is not available; a bad date is 400', async () => {
      const player = await game.registered();
      const none = await player.get(`/game/initial-data?date=${NO_GAME_DATE}`);
      expect(none.status).to.equal(200);
      expect([none.body.game, none.body.session, none.body.played.gameAvailable]).to.deep.equal([
        null,
        null,
        false,
      ]);
      expectError(await player.get('/game/initial-data?date=15.6.2026'), 400, 'INVALID_DATE_FORMAT');
    });
  });

  describe('GET and PUT /game/preferences', () => {
    it('given a change of one field, then it is stored and the other keeps its value', async () => {
      const player = await game.registered();
      expect((await player.get('/game/preferences')).body).to.deep.equal({
        verticalPosition: 'center',
        hideInstructions: false,
      });
      const changed = await game.api.put('/game/preferences', { hideInstructions: true }, player.token);
      expect(changed.body).to.deep.equal({ verticalPosition: 'center', hideInstructions: true });
      await game.api.put('/game/preferences', { verticalPosition: 'top' }, player.token);
      expect((await player.get('/game/preferences')).body).to.deep.equal({
        verticalPosition: 'top',
        hideInstructions: true,
      });
      expect((await (await game.registered()).get('/game/preferences')).body.verticalPosition).to.equal(
        'center',
      );
    });

    it('given a value of the wrong kind, then 400 VALIDATION_ERROR and nothing changes', async () => {
      const player = await game.registered();
      for (const body of [
        { verticalPosition: 'left' },
        { hideInstructions: 'yes' },
        { verticalPosition: 1 },
      ]) {
        expectError(await game.api.put('/game/preferences', body, player.token), 400, 'VALIDATION_ERROR');
      }
      expect((await player.get('/game/preferences')).body.verticalPosition).to.equal('center');
    });
  });

  it('given a message of the day, then GET /message answers the newest one, to anyone', async () => {
    const db = game.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE).knex;
    await db('messages').insert({ id: randomUUID(), message: 'Vanha', created_at: new Date('2026-06-01') });
    await db('messages').insert({ id: randomUUID(), message: 'Hyvää juhannusta!', created_at: new Date() });
    const answer = await game.api.get('/message');
    expect([answer.status, answer.body]).to.deep.equal([200, { message: 'Hyvää juhannusta!' }]);
  });

  describe('registered paths without a token', () => {
    const body = {
      gameDate: TODAY,
      selectedWords: ['a', 'b', 'c'],
      words: ['a'],
      rowIndex: 0,
      dates: [TODAY],
      hideInstructions: true,
    };
    const paths: [string, string][] = [
      ['GET', '/game/initial-data'],
      ['POST', '/game/session'],
      ['GET', '/game/session/active'],
      ['POST', '/game/session/end'],
      ['GET', `/game/session/${TODAY}`],
      ['GET', `/game/results/${TODAY}`],
      ['POST', '/game/check-selection'],
      ['POST', '/game/switch-word'],
      ['POST', '/game/submit-score'],
      ['POST', `/game/forfeit/${TODAY}`],
      ['GET', '/game/played'],
      ['GET', `/game/played/${TODAY}`],
      ['POST', '/game/played/batch'],
      ['GET', `/game/${TODAY}/attempted-categories`],
      ['POST', '/game/check-combination'],
      ['POST', '/game/store-combination'],
      ['POST', '/game/category-match'],
      ['GET', '/game/preferences'],
      ['PUT', '/game/preferences'],
      ['POST', '/game/migrate-guest-score'],
    ];

    it('given no token (a guest id is no sign-in), then every registered path answers 401', async () => {
      const headers = { 'X-Guest-ID': newGuestId() };
      for (const [method, path] of paths) {
        // A well-formed body and one of the wrong shape: sign-in is checked before the body is read.
        for (const sent of method === 'GET' ? [undefined] : [body, { gameDate: 15 }]) {
          const answer = await (method === 'GET'
            ? game.api.get(path, undefined, headers)
            : method === 'PUT'
              ? game.api.put(path, sent)
              : game.api.post(path, sent, undefined, headers));
          const seen = [method, path, sent, answer.status, answer.body.code];
          expect(seen).to.deep.equal([method, path, sent, 401, 'UNAUTHORIZED']);
        }
      }
    });

    it('given a token that is no longer valid, then 401 too', async () => {
      const answer = await game.api.get('/game/played', 'not.a.token');
      expectError(answer, 401, 'UNAUTHORIZED');
    });
  });
});
