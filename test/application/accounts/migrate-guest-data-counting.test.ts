import { expect } from 'chai';
import { MigrateGuestData } from '../../../application/accounts/migrate-guest-data.use-case';
import type { OwnedAchievement } from '../../../application/ports/achievement.repository';
import type { GameScore } from '../../../application/ports/game-score.repository';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { guestPlayer, userPlayer } from '../../../application/ports/player';
import type { ScoreEffects } from '../../../application/ports/score-effects.port';
import type { User } from '../../../application/ports/user.repository';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { rightOf } from '../../support/either';
import { accountsFixture, aPlayer } from '../../support/fakes/accounts-fixture';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';

const GUEST_ID = 'guest_countedOnTheAccount0';
const guest = guestPlayer(GUEST_ID);
const YESTERDAY = '2026-02-28';

/** The standings' side of a stored score, recorded; `failing` makes it throw like a broken database. */
class RecordingScoreEffects implements ScoreEffects {
  readonly counted: GameScore[] = [];
  failing = false;

  async afterScore(score: GameScore): Promise<OwnedAchievement[]> {
    if (this.failing) throw new Error('standings store unavailable');
    this.counted.push(score);
    return [];
  }

  async ofGame(): Promise<OwnedAchievement[]> {
    return [];
  }
}

// DESIGN 5 and 6: a guest's games moved on login count like games played signed in (standings, streaks,
// achievements), each one once.
describe('Application | Accounts | Migrate guest data | the moved games count', () => {
  let game: GameplayFixture;
  let user: User;
  let today: PublishedGame;
  let effects: RecordingScoreEffects;
  let migrate: MigrateGuestData;
  const move = (kind: 'score' | 'combination' | 'session' = 'score') =>
    migrate.execute(user, { guestId: GUEST_ID, userId: user.id }, kind);

  beforeEach(async () => {
    game = gameplayFixture();
    user = await accountsFixture().given(aPlayer());
    effects = new RecordingScoreEffects();
    migrate = new MigrateGuestData(game.stores.unitOfWork, game.stores.guestTransfer, effects);
    const yesterday = await game.given(aPublishedGame().on(YESTERDAY));
    today = await game.given();
    for (const position of [0, 1, 2, 3, 4]) await game.solve(guest, today, position);
    for (const position of [0, 1, 2, 3, 4]) await game.solve(guest, yesterday, position);
  });

  it("given a guest's two won games, then each is counted once for the user, oldest first, as no demo game", async () => {
    expect(rightOf(await move())).to.deep.equal({ migrated: 2 });

    expect(
      effects.counted.map((score) => [score.gameDate, score.player, score.isDemo, score.status]),
    ).to.deep.equal([
      [YESTERDAY, userPlayer(user.id), false, 'won'],
      [today.gameDate, userPlayer(user.id), false, 'won'],
    ]);
    expect(game.stores.scores.lastPlayedOf(user.id)).to.equal(today.gameDate);
    const session = await game.stores.sessions.find(userPlayer(user.id), today.gameDate);
    expect(session!.isDemo).to.equal(false);
  });

  it("given the browser's three calls and a repeat, then the games are counted once in all", async () => {
    for (const kind of ['score', 'combination', 'session', 'score'] as const) await move(kind);

    expect(effects.counted.map((score) => score.gameDate)).to.deep.equal([YESTERDAY, today.gameDate]);
  });

  it('given a date the user had played, then only the guest game of the other date is counted', async () => {
    await game.solve(userPlayer(user.id), today, 2);

    expect(rightOf(await move())).to.deep.equal({ migrated: 1 });

    expect(effects.counted.map((score) => score.gameDate)).to.deep.equal([YESTERDAY]);
    expect((await game.stores.sessions.find(userPlayer(user.id), today.gameDate))!.solved).to.deep.equal([2]);
  });

  it('given the counting fails, then nothing moves: the guest keeps the games for a later try', async () => {
    effects.failing = true;

    let failure: unknown = null;
    await move().catch((error: unknown) => (failure = error));

    expect(failure).to.be.instanceOf(Error);
    expect(
      game.stores.scores
        .of(guest)
        .map((score) => score.gameDate)
        .sort(),
    ).to.deep.equal([YESTERDAY, today.gameDate]);
    expect(game.stores.scores.of(userPlayer(user.id))).to.deep.equal([]);
  });

  it("given a game the guest has not finished, then it moves uncounted and its end stores the user's own score", async () => {
    const earlier = await game.given(aPublishedGame().on('2026-02-27'));
    await game.solve(guest, earlier, 0);

    await move();

    expect(effects.counted.map((score) => score.gameDate)).to.not.include(earlier.gameDate);
    const player = userPlayer(user.id);
    const moved = await game.stores.sessions.find(player, earlier.gameDate);
    expect([moved!.status, moved!.isDemo]).to.deep.equal(['playing', false]);
    for (const position of [1, 2, 3, 4]) await game.solve(player, earlier, position);
    const stored = game.stores.scores.of(player).find((score) => score.gameDate === earlier.gameDate);
    expect([stored!.status, stored!.isDemo]).to.deep.equal(['won', false]);
  });
});
