import { expect } from 'chai';
import { GAME_REPOSITORY, type GameRepository } from '../../application/ports/game.repository';
import { DayRollover, type RolloverReport } from '../../application/standings/day-rollover';
import { RebuildStandings } from '../../application/standings/rebuild-standings.use-case';
import {
  TODAY,
  TOMORROW,
  daysAgo,
  solveAll,
  useGameServer,
  type GamePlayer,
  type RegisteredPlayer,
} from '../support/game-api';
import { ok } from '../support/scoreboard-api';

// Podium achievements (DESIGN 6): the top three of a date once it is over, decided once by the day
// rollover. The tests of this file are one story on one server whose clock moves a day at a time:
// TODAY (2026-06-15) is played, then the clock moves to TOMORROW (a game published for it here), then on.

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_AFTER_TOMORROW = '2026-06-17';

describe('API | Standings | Podiums', function () {
  this.timeout(120_000);
  const game = useGameServer();

  const winOn = async (player: GamePlayer, date: string, mistakes = 0) => {
    const puzzle = await game.puzzle(date);
    for (let n = 0; n < mistakes; n += 1) await player.check(puzzle.wrong(n), date);
    const last = await solveAll(player, puzzle);
    expect(last.body.result).to.include({ gameStatus: 'won', score: 10_000 - 500 * mistakes });
    return last.body.result;
  };
  const podiumsOf = async (player: RegisteredPlayer) =>
    ok(await player.get('/auth/profile')).podiumAchievements;
  const rollover = () => game.server.containers.get('fi')!.get(DayRollover);
  /** A tick of the rollover, after any tick of the server's own timer under way has finished. */
  const tick = async (): Promise<RolloverReport> => {
    for (;;) {
      const report = await rollover().tick();
      if (report.podiums !== 'busy' && report.refresh !== 'busy') return report;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  let players: RegisteredPlayer[] = [];
  let first: RegisteredPlayer, tied: RegisteredPlayer, third: RegisteredPlayer, fourth: RegisteredPlayer;
  let quitter: RegisteredPlayer, cheater: RegisteredPlayer, early: RegisteredPlayer;
  const nextDay = async () => {
    game.clock.advance(DAY_MS);
    for (const player of players) await player.renew();
  };

  before(async () => {
    // The dates already over are decided, empty, before anyone plays: the server's own timer does it at
    // start, but on a busy machine it may not have yet (a tick of one's own waits for it or does it).
    await tick();
    const games = game.server.containers.get('fi')!.get<GameRepository>(GAME_REPOSITORY);
    const today = (await games.findPublished(TODAY))!;
    const published = await games.publish({
      gameDate: TOMORROW,
      title: 'Huominen',
      gridLayout: today.gridLayout,
      categories: today.categories,
      createdBy: null,
    });
    expect(published).to.equal('created');

    [first, tied, third, fourth, quitter, cheater, early] = [
      await game.registered(),
      await game.registered(),
      await game.registered(),
      await game.registered(),
      await game.registered(),
      await game.registered(),
      await game.registered(),
    ];
    players = [first, tied, third, fourth, quitter, cheater, early];
    await winOn(first, TODAY);
    await winOn(tied, TODAY);
    await winOn(third, TODAY, 2);
    await winOn(fourth, TODAY, 3);
    ok(await quitter.start(TODAY));
    ok(await quitter.forfeit(TODAY));
    // Flagged for a cheat on another date, then the best score of today.
    ok(
      await cheater.post('/game/submit-score', {
        gameDate: daysAgo(1),
        completedCategories: [0, 1, 2, 3, 4],
      }),
    );
    await winOn(cheater, TODAY);
    await winOn(game.guest(), TODAY);
    // The only game of this player is on the oldest date of today's 14-date window.
    await winOn(early, daysAgo(13));
  });

  it('given a date not yet over, then the rollover gives no podium for it', async () => {
    const report = await tick();
    expect(report.podiums).to.equal('alreadyDone');
    for (const player of players) expect(await podiumsOf(player)).to.deep.equal([]);
  });

  it('given the date is over, when the rollover ticks, then the tie shares first place, second is skipped and the next score is third; losses, guests and flagged cheaters get nothing', async () => {
    await nextDay();
    await tick();
    expect(await podiumsOf(first)).to.deep.equal([{ type: 'PODIUM_FIRST', count: 1 }]);
    expect(await podiumsOf(tied)).to.deep.equal([{ type: 'PODIUM_FIRST', count: 1 }]);
    expect(await podiumsOf(third)).to.deep.equal([{ type: 'PODIUM_THIRD', count: 1 }]);
    for (const player of [fourth, quitter, cheater, early]) expect(await podiumsOf(player)).to.deep.equal([]);
    const profile = ok(await first.get('/auth/profile'));
    expect(profile.achievements).to.deep.include({ type: 'PODIUM_FIRST', count: 1 });
    expect(ok(await first.get('/auth/profile-data')).profile.podiumAchievements).to.deep.equal([
      { type: 'PODIUM_FIRST', count: 1 },
    ]);

    expect((await tick()).podiums).to.equal('alreadyDone');
    expect(await podiumsOf(first)).to.deep.equal([{ type: 'PODIUM_FIRST', count: 1 }]);
  });

  it('given the new day, then the rollover has refreshed the standings: a game that left the 14-date window no longer counts', async () => {
    // Today's window (TOMORROW and the 13 dates before it) no longer holds daysAgo(13).
    expect(ok(await early.get('/auth/profile'))).to.include({ gamesPlayed: 1, rankingScore: 0 });
    expect(ok(await early.get(`/scoreboard/performance-change/${early.userId}`))).to.deep.equal({
      userId: early.userId,
      previous: 10_000,
      current: 0,
      change: -10_000,
      gamesPlayed: 1,
    });
    // TOMORROW unplayed is today: it breaks no streak yet.
    expect(ok(await first.get('/scoreboard/streak')).currentStreak).to.equal(1);
  });

  it('given a game of the decided date played afterwards, then it stands on no podium and the podium does not change', async () => {
    const late = await game.registered();
    players.push(late);
    await winOn(late, TODAY);
    await tick();
    expect(await podiumsOf(late)).to.deep.equal([]);
    expect(await podiumsOf(first)).to.deep.equal([{ type: 'PODIUM_FIRST', count: 1 }]);
    expect(await podiumsOf(third)).to.deep.equal([{ type: 'PODIUM_THIRD', count: 1 }]);
    // The day's scoreboard lists the late game among the others.
    const day = ok(await late.get(`/scoreboard/days/${TODAY}`));
    expect(day.scores.find((row: { isMe: boolean }) => row.isMe)).to.include({ position: 1, score: 10_000 });
  });

  it('given a second date over, then the podium counts add up per place; a skipped date breaks the streak', async () => {
    await winOn(first, TOMORROW);
    await winOn(third, TOMORROW, 1);
    await winOn(fourth, TOMORROW, 2);
    await nextDay();
    await tick();
    expect(await podiumsOf(first)).to.deep.equal([{ type: 'PODIUM_FIRST', count: 2 }]);
    expect(await podiumsOf(tied)).to.deep.equal([{ type: 'PODIUM_FIRST', count: 1 }]);
    expect(await podiumsOf(third)).to.deep.equal([
      { type: 'PODIUM_SECOND', count: 1 },
      { type: 'PODIUM_THIRD', count: 1 },
    ]);
    expect(await podiumsOf(fourth)).to.deep.equal([{ type: 'PODIUM_THIRD', count: 1 }]);

    // DAY_AFTER_TOMORROW has no game: TOMORROW is the last game date, and it is over.
    expect(ok(await first.get('/scoreboard/streak'))).to.deep.equal({
      currentStreak: 2,
      maxStreak: 2,
      losingStreak: 0,
    });
    expect(ok(await tied.get('/scoreboard/streak'))).to.deep.equal({
      currentStreak: 0,
      maxStreak: 1,
      losingStreak: 0,
    });
    expect(ok(await tied.get('/auth/profile-data')).streaks).to.deep.equal({
      currentStreak: 0,
      maxStreak: 1,
    });
    expect(ok(await first.get('/auth/profile')).lastPlayed).to.equal(TOMORROW);
    expect(DAY_AFTER_TOMORROW > TOMORROW).to.equal(true);
  });

  it('given a full rebuild of the standings, then the podiums stay as decided: games played after their date was decided still earn none', async () => {
    const late = players.at(-1)!;
    const everyone = { first, tied, third, fourth, quitter, cheater, early, late };
    const podiumsOfEveryone = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(everyone).map(async ([name, player]) => [name, await podiumsOf(player)]),
        ),
      );
    const decided = await podiumsOfEveryone();
    expect(decided).to.deep.equal({
      first: [{ type: 'PODIUM_FIRST', count: 2 }],
      tied: [{ type: 'PODIUM_FIRST', count: 1 }],
      third: [
        { type: 'PODIUM_SECOND', count: 1 },
        { type: 'PODIUM_THIRD', count: 1 },
      ],
      fourth: [{ type: 'PODIUM_THIRD', count: 1 }],
      quitter: [],
      cheater: [],
      // Their games (TODAY's after it was decided, daysAgo(13) after the start decided it) came too late.
      early: [],
      late: [],
    });
    const event = await game.server.containers.get('fi')!.get(RebuildStandings).run();
    expect(event.type).to.equal('complete');
    expect(await podiumsOfEveryone()).to.deep.equal(decided);
  });
});
