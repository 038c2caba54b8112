import { expect } from 'chai';
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
    // Still a demo game: it stays off the day's scores.
    expect((await player.result()).body).to.include({ isDemo: true, score: 9500 });
    expect((await game.api.get(`/scoreboard/days/${TODAY}/percentile`)).body.scores).to.not.include(9500);
    expectError(await player.check(puzzle.wrong(1)), 409, 'GAME_ALREADY_COMPLETED');
    expect((await guest.played()).body.hasPlayed).to.equal(false);

    for (const kind of ['score', 'combination', 'session']) {
      expect((await migrate(player, kind, guest.guestId)).body).to.deep.equal({ migrated: 0 });
    }
    expect((await player.played()).body).to.include({ hasPlayed: true, score: 9500 });
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
