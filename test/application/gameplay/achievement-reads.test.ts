import { expect } from 'chai';
import { openPlaySwitches } from '../../support/fakes/open-play-switches';
import { CategoryMatch } from '../../../application/gameplay/category-match.use-case';
import { EndGame } from '../../../application/gameplay/end-game.use-case';
import { GameResults } from '../../../application/gameplay/game-results';
import { GameSessions } from '../../../application/gameplay/game-sessions.use-case';
import { SessionPlay } from '../../../application/gameplay/session-play';
import type { OwnedAchievement } from '../../../application/ports/achievement.repository';
import type { GameScore } from '../../../application/ports/game-score.repository';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import type { ScoreEffects } from '../../../application/ports/score-effects.port';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a012');
const UNLOCKED: OwnedAchievement[] = [{ type: 'NO_SWITCHES', count: 1 } as OwnedAchievement];

/** Effects that unlock one achievement per score and count the reads of a game's achievements. */
class CountingEffects implements ScoreEffects {
  reads = 0;
  async afterScore(score: GameScore): Promise<OwnedAchievement[]> {
    void score;
    return UNLOCKED;
  }
  async ofGame(): Promise<OwnedAchievement[]> {
    this.reads += 1;
    return UNLOCKED;
  }
}

// A game's achievements appear on its result only, so only building a result reads them back; the
// score that ends a game answers them itself.
describe('Application | Gameplay | Achievements read only for results', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  let effects: CountingEffects;
  let sessions: GameSessions;
  let endGame: EndGame;
  let categoryMatch: CategoryMatch;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
    effects = new CountingEffects();
    const { stores, random, clock, calendar } = game;
    const play = new SessionPlay(
      stores.unitOfWork,
      stores.sessions,
      stores.attempts,
      stores.scores,
      random,
      clock,
      effects,
      openPlaySwitches(calendar, clock),
    );
    const results = new GameResults(calendar, play, stores.attempts);
    endGame = new EndGame(calendar, play, results);
    sessions = new GameSessions(calendar, play, results);
    categoryMatch = new CategoryMatch(calendar, play);
    await game.solve(player, puzzle, 0);
  });

  it('given the action that ends the game, then its result lists what the score unlocked without a read', async () => {
    const result = rightOf(await endGame.forfeit(player, puzzle.gameDate));

    expect(result.achievements).to.deep.equal([{ type: 'NO_SWITCHES', count: 1 }]);
    expect(effects.reads).to.equal(0);
  });

  it('given a finished game, when its session, guest view and category matches are read, then no achievement read', async () => {
    rightOf(await endGame.forfeit(player, puzzle.gameDate));

    rightOf(await sessions.state(player, puzzle.gameDate));
    rightOf(await sessions.guestSession(player, puzzle.gameDate));
    rightOf(await sessions.start(player, { gameDate: puzzle.gameDate }));
    rightOf(
      await categoryMatch.execute(player, { gameDate: puzzle.gameDate, words: ['red', 'blue', 'green'] }),
    );

    expect(effects.reads).to.equal(0);
  });

  it('given a finished game, when its result is read or it is forfeited again, then the achievements are read back for it', async () => {
    rightOf(await endGame.forfeit(player, puzzle.gameDate));

    expect(rightOf(await sessions.result(player, puzzle.gameDate)).achievements).to.deep.equal([
      { type: 'NO_SWITCHES', count: 1 },
    ]);
    expect(rightOf(await endGame.forfeit(player, puzzle.gameDate)).achievements).to.have.length(1);
    expect(effects.reads).to.equal(2);
  });
});
