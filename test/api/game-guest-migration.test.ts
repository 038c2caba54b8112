import { expect } from 'chai';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { forfeitOn, ok } from '../support/scoreboard-api';
import {
  TODAY,
  YESTERDAY,
  expectError,
  solveAll,
  useGameServer,
  type RegisteredPlayer,
} from '../support/game-api';

describe('API | Game | Guest games to an account, and account deletion', function () {
  this.timeout(60_000);
  const game = useGameServer();
  const migrate = (player: RegisteredPlayer, kind: string, guestId: string) =>
    player.post(`/game/migrate-guest-${kind}`, { guestId, userId: player.userId });

  /** Today's moved win counted once: one game played, on the players' scoreboard, a streak of one. */
  async function expectCountedOnce(player: RegisteredPlayer, score: number): Promise<void> {
    expect(ok(await player.get('/auth/profile'))).to.include({
      gamesPlayed: 1,
      lastPlayed: TODAY,
      winRate: 100,
      avgScore: score,
      combinedPoints: score,
    });
    expect(ok(await player.get('/auth/profile-data')).streaks).to.deep.equal({
      currentStreak: 1,
      maxStreak: 1,
    });
    // The players tab lists players from ten games on; the friends filter always shows the player's own row.
    const board = ok(await player.get('/scoreboard/players?filter=friends')).players;
    const row = board.find((entry: { userId: string }) => entry.userId === player.userId);
    expect(row, 'on the players scoreboard').to.include({ gamesPlayed: 1, combinedPoints: score });
    const day = ok(await player.get(`/scoreboard/days/${TODAY}`)).scores;
    expect(day.filter((entry: { userId: string }) => entry.userId === player.userId)).to.have.length(1);
  }

  it("given a guest who finished today and signs up, then the game is the account's; a second call moves nothing", async () => {
    const [guest, puzzle] = [game.guest(), await game.puzzle()];
    await guest.check(puzzle.wrong());
    await solveAll(guest, puzzle);
    await guest.check((await game.puzzle(YESTERDAY)).words(2), YESTERDAY);

    const player = await game.registered();
    expect((await player.played()).body.hasPlayed).to.equal(false);
    const moved = await migrate(player, 'score', guest.guestId);
    expect([moved.status, moved.body]).to.deep.equal([200, { migrated: 1 }]);

    expect((await player.get('/game/played')).body).to.deep.include({
      gameDate: TODAY,
      hasPlayed: true,
      score: 9500,
      gameStatus: 'won',
    });
    expect((await player.played(YESTERDAY)).body).to.include({ hasPlayed: false, gameStatus: 'playing' });
    expect((await player.attempts()).body.attempts).to.have.length(6);
    // Counted like a game played signed in (DESIGN 5): no demo game, on the day's scores.
    expect((await player.result()).body).to.include({ isDemo: false, score: 9500 });
    expect((await game.api.get(`/scoreboard/days/${TODAY}/percentile`)).body.scores).to.include(9500);
    expectError(await player.check(puzzle.wrong(1)), 409, 'GAME_ALREADY_COMPLETED');
    expect((await guest.played()).body.hasPlayed).to.equal(false);

    for (const kind of ['score', 'combination', 'session']) {
      expect((await migrate(player, kind, guest.guestId)).body).to.deep.equal({ migrated: 0 });
    }
    expect((await player.played()).body).to.include({ hasPlayed: true, score: 9500 });
    await expectCountedOnce(player, 9500);
  });

  it('given a guest who won today and logs in to an account that has not played today, then the game counts for the account', async () => {
    const [guest, puzzle] = [game.guest(), await game.puzzle()];
    const player = await game.registered();
    await forfeitOn(player, YESTERDAY);
    await solveAll(guest, puzzle);

    expect((await migrate(player, 'score', guest.guestId)).body).to.deep.equal({ migrated: 1 });

    const profile = ok(await player.get('/auth/profile'));
    expect(profile).to.include({ gamesPlayed: 2, lastPlayed: TODAY, combinedPoints: 10_000 });
    expect(ok(await player.get('/auth/profile-data')).streaks).to.deep.equal({
      currentStreak: 1,
      maxStreak: 1,
    });
  });

  it('given two transfers of one guest at once, then the game is moved and counted once', async () => {
    const [guest, puzzle] = [game.guest(), await game.puzzle()];
    await solveAll(guest, puzzle);
    const player = await game.registered();

    const answers = await Promise.all(
      ['score', 'combination', 'session', 'score'].map((kind) => migrate(player, kind, guest.guestId)),
    );

    expect(answers.map((answer) => answer.status)).to.deep.equal([200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.migrated > 0)).to.have.length(1);
    await expectCountedOnce(player, 10_000);
  });

  it('given the first admin whose forced password change is open, then the guest data moves all the same', async () => {
    const [guest, puzzle] = [game.guest(), await game.puzzle()];
    await solveAll(guest, puzzle);
    const player = await game.registered();
    const database = game.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
    await database.knex('users').where({ id: player.userId }).update({ force_password_reset: true });
    expectError(await player.get('/scoreboard/players'), 403, 'PASSWORD_CHANGE_REQUIRED');

    for (const kind of ['score', 'combination', 'session'])
      expect((await migrate(player, kind, guest.guestId)).status, kind).to.equal(200);

    const changed = await game.api.put('/auth/password', { newPassword: 'Pakotettu5%' }, player.token);
    expect(changed.status).to.equal(200);
    await expectCountedOnce(player, 10_000);
  });

  it("given an account that already played the guest's date, then the account's game stays and the guest's is not moved", async () => {
    const [guest, puzzle] = [game.guest(), await game.puzzle()];
    await solveAll(guest, puzzle);
    const player = await game.registered();
    await player.start();
    await player.forfeit();
    expect((await migrate(player, 'score', guest.guestId)).body).to.deep.equal({ migrated: 0 });
    expect((await player.played()).body).to.include({ gameStatus: 'forfeit', score: 0 });
    expect((await guest.played()).body).to.include({ gameStatus: 'won', score: 10_000 });
  });

  it("given another account's id or a bad guest id, then nothing moves", async () => {
    const guest = game.guest();
    await guest.check((await game.puzzle()).wrong());
    const [player, other] = [await game.registered(), await game.registered()];
    const intoOther = await player.post('/game/migrate-guest-score', {
      guestId: guest.guestId,
      userId: other.userId,
    });
    expectError(intoOther, 403, 'FORBIDDEN');
    expectError(await migrate(player, 'score', 'guest_x'), 400, 'GUEST_ID_INVALID');
    expectError(
      await player.post('/game/migrate-guest-session', { guestId: guest.guestId }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await guest.played()).body.gameStatus).to.equal('playing');
    expect((await other.played()).body.gameStatus).to.equal(null);
  });

  it('given a deleted account, then deletedData counts its sessions, scores and attempted categories', async () => {
    const player = await game.registered();
    const [today, yesterday] = [await game.puzzle(), await game.puzzle(YESTERDAY)];
    await player.check(today.wrong(0));
    await player.check(today.wrong(1));
    await solveAll(player, today);
    await player.check(yesterday.wrong(0), YESTERDAY);
    const scores = async (): Promise<number[]> =>
      (await game.api.get(`/scoreboard/days/${TODAY}/percentile`)).body.scores;
    const before = await scores();
    expect(before).to.include(9000);

    const deleted = await game.api.delete('/auth/account', player.token);
    expect(deleted.status).to.equal(200);
    expect(deleted.body.deletedData).to.include({
      user: 1,
      gameSessions: 2,
      gameScores: 1,
      attemptedCategories: 8,
    });
    expect(await scores()).to.deep.equal(before.filter((score) => score !== 9000));
  });
});
