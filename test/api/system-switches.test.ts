import { expect } from 'chai';
import type { Answer } from '../support/api-client';
import { TODAY, YESTERDAY, expectError, solveAll, useGameServer, type GamePlayer } from '../support/game-api';
import { staffMember, type Staff } from '../support/manage-api';

// DESIGN 11: the switches of the system settings are enforced by the server, not only hidden in the
// browser. Each is turned through the admin's own path (PUT /manage/system/settings), as in production.

type Switches = Partial<{
  registrationEnabled: boolean;
  showGuestPlayButton: boolean;
  showGuestPreviousDaysButton: boolean;
  dailyEnabled: boolean;
}>;

const ALL_ON: Switches = {
  registrationEnabled: true,
  showGuestPlayButton: true,
  showGuestPreviousDaysButton: true,
  dailyEnabled: true,
};

describe('API | System switches are enforced by the server', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let admin: Staff;

  const turn = async (switches: Switches) => {
    const saved = await admin.put('/manage/system/settings', switches);
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  };

  /** A refusal of a day also tells the server's date, as GAME_NOT_FOUND does. */
  const expectRefused = (answer: Answer, code: string) => {
    expectError(answer, 403, code);
    expect(answer.body.details).to.deep.equal({ today: TODAY });
  };

  /** Every call that would start the player's game of the date: the session save, a check and a switch. */
  const startCalls = (player: GamePlayer, gameDate: string) => [
    player.start(gameDate),
    player.check(['yksi', 'kaksi', 'kolme'], gameDate),
    player.switchRow(0, gameDate),
  ];

  const expectNotStarted = async (player: GamePlayer, gameDate: string, code: string) => {
    for (const answer of await Promise.all(startCalls(player, gameDate))) expectRefused(answer, code);
    expect((await player.get(`/game/daily/${gameDate}`)).body.code).to.equal(code);
    // Nothing was stored: no session, so no game under way either.
    expectError(await player.state(gameDate), 404, 'SESSION_NOT_FOUND');
    expectError(await player.active(), 404, 'NO_ACTIVE_SESSION');
  };

  const expectPlayable = async (player: GamePlayer, gameDate: string) => {
    expect((await player.get(`/game/daily/${gameDate}`)).status).to.equal(200);
    const started = await player.start(gameDate);
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    expect(started.body).to.include({ gameDate, gameStatus: 'playing' });
  };

  before(async () => {
    admin = await staffMember(game, ['admin']);
  });

  afterEach(async () => {
    await turn(ALL_ON);
  });

  describe('registration closed', () => {
    it('given registration closed, then register answers 403 REGISTRATION_DISABLED and makes no account; opened again, it works', async () => {
      await turn({ registrationEnabled: false });
      const credentials = { username: `suljettu${Date.now().toString(36)}`, password: 'Salainen1!' };
      const refused = await game.api.post('/auth/register', credentials);
      expectError(refused, 403, 'REGISTRATION_DISABLED', 'Registration is closed');
      expectError(await game.api.post('/auth/login', credentials), 401, 'INVALID_CREDENTIALS');

      await turn({ registrationEnabled: true });
      expect((await game.api.post('/auth/register', credentials)).status).to.equal(201);
      expect((await game.api.post('/auth/login', credentials)).status).to.equal(200);
    });

    it('given registration closed, then a guest cannot get an account through the guest-data migration', async () => {
      const player = await game.registered();
      await turn({ registrationEnabled: false });
      const guest = game.guest();
      expect((await guest.start(YESTERDAY)).status).to.equal(200);
      const body = { guestId: guest.guestId, userId: 'f3b0c2de-0000-4000-8000-000000000000' };
      // Guest data moves only into the signed-in caller's own account, which registration must make first.
      for (const kind of ['score', 'combination', 'session']) {
        expectError(await guest.post(`/game/migrate-guest-${kind}`, body), 401, 'UNAUTHORIZED');
      }
      // A player who already has an account still takes a guest's games in: that makes no account.
      const moved = await player.post('/game/migrate-guest-session', { ...body, userId: player.userId });
      expect([moved.status, moved.body.migrated]).to.deep.equal([200, 1]);
    });
  });

  describe('daily game off', () => {
    it("given the daily game off, then nobody starts or sees today's game (403 DAILY_DISABLED)", async () => {
      await turn({ dailyEnabled: false });
      await expectNotStarted(await game.registered(), TODAY, 'DAILY_DISABLED');
      await expectNotStarted(game.guest(), TODAY, 'DAILY_DISABLED');
      expectRefused(await game.api.get('/game/daily'), 'DAILY_DISABLED');
      const player = await game.registered();
      expectRefused(await player.post('/game/submit-score', { gameDate: TODAY }), 'DAILY_DISABLED');
      // The menu's data answers today as a day without a game: the previous days list still gets its date.
      const initial = await player.get('/game/initial-data');
      expect(initial.status).to.equal(200);
      expect(initial.body).to.include({ today: TODAY, game: null, session: null });
      expect(initial.body.played).to.include({ gameDate: TODAY, gameAvailable: false });
    });

    it('given the daily game off, then earlier days stay playable for players and guests (Challenges)', async () => {
      await turn({ dailyEnabled: false });
      await expectPlayable(await game.registered(), YESTERDAY);
      await expectPlayable(game.guest(), YESTERDAY);
      const initial = await (await game.registered()).get(`/game/initial-data?date=${YESTERDAY}`);
      expect(initial.body.game).to.include({ gameDate: YESTERDAY });
    });

    it("given today's game started before the daily game went off, then it is still shown and can be finished", async () => {
      const puzzle = await game.puzzle();
      const [player, guest] = [await game.registered(), game.guest()];
      for (const someone of [player, guest]) expect((await someone.start()).status).to.equal(200);
      await turn({ dailyEnabled: false });
      for (const someone of [player, guest]) {
        expect((await someone.get('/game/daily')).body).to.include({ gameDate: TODAY });
        expect((await solveAll(someone, puzzle)).body.result).to.include({ gameStatus: 'won' });
        expect((await someone.result()).body).to.include({ gameStatus: 'won' });
      }
      expect((await player.get('/game/initial-data')).body.session).to.include({ gameStatus: 'won' });
    });

    it("given the daily game turned back on, then today's game starts again", async () => {
      const player = await game.registered();
      await turn({ dailyEnabled: false });
      expectRefused(await player.start(), 'DAILY_DISABLED');
      await turn({ dailyEnabled: true });
      await expectPlayable(player, TODAY);
      await expectPlayable(game.guest(), TODAY);
    });
  });

  describe('guest play off', () => {
    it("given guest play off, then a guest neither starts nor sees today's game (403 GUEST_PLAY_DISABLED)", async () => {
      await turn({ showGuestPlayButton: false });
      const guest = game.guest();
      await expectNotStarted(guest, TODAY, 'GUEST_PLAY_DISABLED');
      expectRefused(await guest.get('/game/daily'), 'GUEST_PLAY_DISABLED');
      expectRefused(await game.api.get('/game/daily'), 'GUEST_PLAY_DISABLED');
      // Earlier days are the other switch's.
      await expectPlayable(game.guest(), YESTERDAY);
    });

    it('given guest play off, then registered players play today as before', async () => {
      await turn({ showGuestPlayButton: false, showGuestPreviousDaysButton: false });
      const player = await game.registered();
      await expectPlayable(player, TODAY);
      await expectPlayable(player, YESTERDAY);
      expect((await player.get('/game/initial-data')).body.game).to.include({ gameDate: TODAY });
    });

    it("given a guest's game of today started before guest play went off, then it can be finished", async () => {
      const [guest, puzzle] = [game.guest(), await game.puzzle()];
      expect((await guest.check(puzzle.wrong())).status).to.equal(200);
      await turn({ showGuestPlayButton: false });
      expect((await guest.get('/game/daily')).status).to.equal(200);
      expect((await guest.state()).body).to.include({ gameStatus: 'playing', mistakes: 1 });
      expect((await solveAll(guest, puzzle)).body.result).to.include({ gameStatus: 'won' });
      // Another guest is still refused.
      expectRefused(await game.guest().start(), 'GUEST_PLAY_DISABLED');
    });

    it('given guest play turned back on, then guests play today again', async () => {
      const guest = game.guest();
      await turn({ showGuestPlayButton: false });
      expectRefused(await guest.start(), 'GUEST_PLAY_DISABLED');
      await turn({ showGuestPlayButton: true });
      await expectPlayable(guest, TODAY);
    });
  });

  describe('guest previous days off', () => {
    it('given guest previous days off, then a guest neither starts nor sees an earlier day (403 GUEST_PREVIOUS_DAYS_DISABLED)', async () => {
      await turn({ showGuestPreviousDaysButton: false });
      const guest = game.guest();
      await expectNotStarted(guest, YESTERDAY, 'GUEST_PREVIOUS_DAYS_DISABLED');
      expectRefused(await game.api.get(`/game/daily/${YESTERDAY}`), 'GUEST_PREVIOUS_DAYS_DISABLED');
      // Today is the other switch's.
      await expectPlayable(guest, TODAY);
    });

    it('given guest previous days off, then registered players play earlier days as before', async () => {
      await turn({ showGuestPreviousDaysButton: false });
      await expectPlayable(await game.registered(), YESTERDAY);
    });

    it("given a guest's earlier game started before the switch went off, then it can be finished", async () => {
      const [guest, puzzle] = [game.guest(), await game.puzzle(YESTERDAY)];
      expect((await guest.start(YESTERDAY)).status).to.equal(200);
      await turn({ showGuestPreviousDaysButton: false });
      expect((await guest.get(`/game/daily/${YESTERDAY}`)).status).to.equal(200);
      expect((await solveAll(guest, puzzle)).body.result).to.include({ gameStatus: 'won' });
      expect((await guest.result(YESTERDAY)).body).to.include({ gameStatus: 'won' });
    });

    it('given guest previous days turned back on, then guests play earlier days again', async () => {
      const guest = game.guest();
      await turn({ showGuestPreviousDaysButton: false });
      expectRefused(await guest.start(YESTERDAY), 'GUEST_PREVIOUS_DAYS_DISABLED');
      await turn({ showGuestPreviousDaysButton: true });
      await expectPlayable(guest, YESTERDAY);
    });
  });
});
