import { expect } from 'chai';
import {
  playerStanding,
  standingsCalendar,
  type StandingResult,
} from '../../../domain/standings/player-standing';
import type { GameStatus } from '../../../domain/scoring/game-status';
import { computeStreaks, performanceChange } from '../../support/standings-reference';

const may = (day: number) => `2024-05-${String(day).padStart(2, '0')}`;
const TODAY = may(20);
const everyDay = Array.from({ length: 20 }, (_, i) => may(i + 1));
const calendar = standingsCalendar(everyDay, TODAY);

const result = (day: number, status: GameStatus, score = status === 'won' ? 6_000 : 0, mistakes = 0) => ({
  date: may(day),
  status,
  score,
  mistakes,
});

describe('Domain | Standings | player standing', () => {
  it('given no games, then every figure is zero', () => {
    expect(playerStanding([], calendar)).to.deep.equal({
      gamesPlayed: 0,
      wins: 0,
      winRate: 0,
      avgScore: 0,
      bestScore: 0,
      combinedPoints: 0,
      totalMistakes: 0,
      currentStreak: 0,
      maxStreak: 0,
      losingStreak: 0,
      maxLosingStreak: 0,
      lastPlayed: null,
      performanceIndex: 0,
      previousPerformanceIndex: 0,
    });
  });

  it("given the first game won today, then the streak is 1 and the index is today's score; yesterday's index was 0", () => {
    const standing = playerStanding([result(20, 'won', 8_000)], calendar);
    expect(standing).to.include({ gamesPlayed: 1, wins: 1, winRate: 100, currentStreak: 1, maxStreak: 1 });
    expect(standing).to.include({ performanceIndex: 8_000, previousPerformanceIndex: 0, lastPlayed: TODAY });
  });

  it('given wins up to yesterday and today unplayed, then the streak stands; a missed day before breaks it', () => {
    expect(playerStanding([result(18, 'won'), result(19, 'won')], calendar).currentStreak).to.equal(2);
    const missed = playerStanding([result(16, 'won'), result(17, 'won'), result(19, 'won')], calendar);
    expect(missed).to.include({ currentStreak: 1, maxStreak: 2 });
    expect(playerStanding([result(17, 'won'), result(18, 'won')], calendar).currentStreak).to.equal(0);
  });

  it('given a forfeit or a loss, then the winning streak breaks and the losing streak counts it', () => {
    const forfeit = playerStanding([result(17, 'won'), result(18, 'won'), result(19, 'forfeit')], calendar);
    expect(forfeit).to.include({ currentStreak: 0, maxStreak: 2, losingStreak: 1 });
    const losses = playerStanding([result(18, 'lost'), result(19, 'forfeit'), result(20, 'lost')], calendar);
    expect(losses).to.include({ currentStreak: 0, losingStreak: 3 });
  });

  it('given past days caught up long ago, then the longest runs remain though the current ones are broken', () => {
    const wins = playerStanding([result(5, 'won'), result(6, 'won'), result(7, 'won')], calendar);
    expect(wins).to.include({ currentStreak: 0, maxStreak: 3 });
    const losses = playerStanding([result(5, 'lost'), result(6, 'forfeit'), result(7, 'lost')], calendar);
    expect(losses).to.include({ losingStreak: 0, maxLosingStreak: 3 });
    const broken = playerStanding([result(5, 'lost'), result(7, 'lost'), result(8, 'won')], calendar);
    expect(broken.maxLosingStreak).to.equal(1);
  });

  it('given a cheater result, then it counts as a played game that is not a win', () => {
    const standing = playerStanding([result(19, 'won', 9_000), result(20, 'cheater', 0)], calendar);
    expect(standing).to.include({ gamesPlayed: 2, wins: 1, winRate: 50, currentStreak: 0, losingStreak: 1 });
  });

  it('given scores and mistakes, then the totals, best and average follow them', () => {
    const standing = playerStanding(
      [result(1, 'won', 9_000, 2), result(2, 'lost', 0, 7), result(3, 'won', 6_001, 1)],
      calendar,
    );
    expect(standing).to.include({
      gamesPlayed: 3,
      wins: 2,
      winRate: 67,
      avgScore: 5_000,
      bestScore: 9_000,
      combinedPoints: 15_001,
      totalMistakes: 10,
      lastPlayed: may(3),
    });
  });

  it('given games older than the 14 most recent game dates, then they leave the index but not the totals', () => {
    const standing = playerStanding([result(1, 'won', 9_000), result(19, 'won', 3_000)], calendar);
    expect(standing.performanceIndex).to.equal(3_000);
    expect(standing.combinedPoints).to.equal(12_000);
  });

  it('given a result dated after today, then it is not counted yet', () => {
    const early = playerStanding([result(10, 'won'), { ...result(20, 'won'), date: '2024-05-21' }], calendar);
    expect(early.gamesPlayed).to.equal(1);
  });

  it('given random histories, then streaks and the index agree with the reference rules', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const gameDates = everyDay.filter(() => next() < 0.8);
    const shared = standingsCalendar(gameDates, TODAY);
    const statuses: GameStatus[] = ['won', 'won', 'won', 'lost', 'forfeit', 'cheater'];
    for (let run = 0; run < 300; run += 1) {
      const results: StandingResult[] = everyDay
        .filter(() => next() < 0.6)
        .map((date) => {
          const status = statuses[Math.floor(next() * statuses.length)] as GameStatus;
          return { date, status, score: status === 'won' ? Math.floor(next() * 10_000) : 0, mistakes: 0 };
        });
      const standing = playerStanding(results, shared);
      const input = { results, gameDates, today: TODAY };
      const streaks = computeStreaks(input);
      const change = performanceChange(input);
      expect(standing).to.include(streaks);
      expect(standing).to.include({
        performanceIndex: change.current,
        previousPerformanceIndex: change.previous,
      });
    }
  });
});
