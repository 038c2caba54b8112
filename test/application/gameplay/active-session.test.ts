import { expect } from 'chai';
import { userPlayer } from '../../../application/ports/player';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a008');

// The menu's session (player spec 2): a game still in play of any date, else today's once it ended.
describe('Application | Gameplay | Active session', () => {
  let game: GameplayFixture;

  beforeEach(async () => {
    game = gameplayFixture();
    for (const date of ['2026-02-27', '2026-02-28', '2026-03-01'])
      await game.given(aPublishedGame().on(date));
  });

  it('given nothing played, then NO_ACTIVE_SESSION, and the profile shows no session and today unplayed', async () => {
    expect(leftOf(await game.activeSession.execute(player)).code).to.equal('NO_ACTIVE_SESSION');
    expect(await game.summary.summarise(player.id, '2026-03-01')).to.deep.equal({
      todayGame: { hasPlayed: false, score: null, gameAvailable: true, gameDate: '2026-03-01' },
      activeSession: { hasActiveSession: false, sessionData: null },
    });
  });

  it('given two older games in play, then the most recently started one, as the profile shows too', async () => {
    await game.select(player, '2026-02-28', ['apple', 'red', 'cat']);
    game.secondsLater(60);
    await game.select(player, '2026-02-27', ['apple', 'pear', 'plum']);
    game.secondsLater(15);

    const active = rightOf(await game.activeSession.execute(player));

    expect(active).to.deep.include({ hasActiveSession: true, gameDate: '2026-02-27' });
    expect(active.gameState).to.include({
      gameStatus: 'playing',
      startTime: '2026-03-01T09:01:00.000Z',
      completedCategoriesCount: 1,
      elapsedTime: 15,
    });
    expect((await game.summary.summarise(player.id, '2026-03-01')).activeSession).to.deep.equal({
      hasActiveSession: true,
      sessionData: { gameDate: '2026-02-27' },
    });
  });

  it("given today's game finished and nothing in play, then today's session, shown as already played", async () => {
    const today = (await game.stores.games.findPublished('2026-03-01'))!;
    for (const position of [0, 1, 2, 3, 4]) await game.solve(player, today, position);

    const active = rightOf(await game.activeSession.execute(player));

    expect(active.gameDate).to.equal('2026-03-01');
    expect(active.gameState).to.include({ gameStatus: 'won', finalScore: 10_000 });
    expect(await game.summary.summarise(player.id, '2026-03-01')).to.deep.equal({
      todayGame: { hasPlayed: true, score: 10_000, gameAvailable: true, gameDate: '2026-03-01' },
      activeSession: { hasActiveSession: false, sessionData: null },
    });
  });

  it("given yesterday's game in play whose clock ran out, then it is settled as lost and not offered", async () => {
    await game.select(player, '2026-02-28', ['apple', 'red', 'cat']);
    game.secondsLater(9_500);

    expect(leftOf(await game.activeSession.execute(player)).code).to.equal('NO_ACTIVE_SESSION');
    expect(game.stores.scores.of(player).map((score) => [score.gameDate, score.status])).to.deep.equal([
      ['2026-02-28', 'lost'],
    ]);
  });
});
