import { expect } from 'chai';
import { SessionPlay } from '../../../application/gameplay/session-play';
import type { DailyJobs } from '../../../application/ports/daily-job.port';
import { userPlayer } from '../../../application/ports/player';
import { DayRollover } from '../../../application/standings/day-rollover';
import type { DecidePodiums } from '../../../application/standings/decide-podiums';
import type { RecomputeStandings } from '../../../application/standings/recompute-standings';
import type { StandingsDates } from '../../../application/standings/standings-calendar';
import type { StandingsRepository } from '../../../application/ports/standings.repository';
import { LONGEST_GAME_SECONDS } from '../../../domain/game/play-session';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { openPlaySwitches } from '../../support/fakes/open-play-switches';
import { NoScoreEffects } from '../../support/fakes/no-score-effects';
import { gameplayFixture, TODAY, type GameplayFixture } from '../../support/fakes/gameplay-fixture';

const YESTERDAY = '2026-02-28';
const players = ['a015', 'a016', 'a017'].map((n) => userPlayer(`00000000-0000-4000-8000-00000000${n}`));

/** The daily parts are the standings tests' concern: here they count as done already. */
const doneAlready: DailyJobs = { runOnce: async () => 'alreadyDone' };

// The rollover stores the games nobody came back to as lost: it picks only games older than the longest
// game can last, and settles each from the row it read, without looking its game up.
describe('Application | Gameplay | Rollover settles run-out games', () => {
  let game: GameplayFixture;
  let rollover: DayRollover;
  let gameReads: number;

  beforeEach(async () => {
    game = gameplayFixture();
    await game.given();
    await game.given(aPublishedGame().on(YESTERDAY));
    const { stores, random, clock, calendar } = game;
    const play = new SessionPlay(
      stores.unitOfWork,
      stores.sessions,
      stores.attempts,
      stores.scores,
      random,
      clock,
      new NoScoreEffects(),
      openPlaySwitches(calendar, clock),
    );
    rollover = new DayRollover(
      clock,
      calendar,
      play,
      stores.sessions,
      {} as StandingsRepository,
      doneAlready,
      {} as DecidePodiums,
      {} as RecomputeStandings,
      {} as StandingsDates,
    );
    gameReads = 0;
    const findPublished = stores.games.findPublished.bind(stores.games);
    stores.games.findPublished = (date) => {
      gameReads += 1;
      return findPublished(date);
    };
  });

  it('gives the longest game as the seconds a score without penalties lasts', () => {
    expect(LONGEST_GAME_SECONDS).to.equal(10_000);
  });

  it('given games of two dates older than the longest game, then each is stored lost, no game read', async () => {
    await game.select(players[0]!, TODAY, ['apple', 'red', 'cat']);
    await game.select(players[1]!, TODAY, ['apple', 'pear', 'plum']);
    await game.select(players[2]!, YESTERDAY, ['apple', 'red', 'cat']);
    game.secondsLater(LONGEST_GAME_SECONDS + 1);
    gameReads = 0;

    expect((await rollover.tick()).settledSessions).to.equal(3);
    expect(gameReads).to.equal(0);
    expect(
      game.stores.scores
        .all()
        .map((score) => [score.gameDate, score.status])
        .sort(),
    ).to.deep.equal([
      [YESTERDAY, 'lost'],
      [TODAY, 'lost'],
      [TODAY, 'lost'],
    ]);
    expect((await rollover.tick()).settledSessions).to.equal(0);
  });

  it('given a game younger than the longest game, then it waits for its player even if it ran out', async () => {
    await game.select(players[0]!, TODAY, ['apple', 'red', 'cat']);
    game.secondsLater(LONGEST_GAME_SECONDS - 1);

    expect((await rollover.tick()).settledSessions).to.equal(0);
    expect(game.stores.scores.all()).to.deep.equal([]);
  });
});
