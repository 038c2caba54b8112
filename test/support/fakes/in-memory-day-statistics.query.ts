import type { DayStatisticsQuery, MistakeCount } from '../../../application/ports/day-statistics.query';
import { CATEGORY_COUNT } from '../../../domain/constants/scoring.constants';
import type { CategorySolveCounts } from '../../../domain/standings/category-difficulty';
import type { InMemoryAttemptRepository } from './in-memory-attempt.repository';
import type { InMemoryGameScoreRepository } from './in-memory-game-score.repository';
import type { InMemoryGameSessionRepository } from './in-memory-game-session.repository';

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The adapter's three queries computed over the fake stores' rows. */
export class InMemoryDayStatisticsQuery implements DayStatisticsQuery {
  constructor(
    private readonly sessions: InMemoryGameSessionRepository,
    private readonly attempts: InMemoryAttemptRepository,
    private readonly results: InMemoryGameScoreRepository,
  ) {}

  async scores(gameDate: string): Promise<number[]> {
    return this.results
      .all()
      .filter(
        (s) => s.gameDate === gameDate && s.player.kind === 'user' && !s.isDemo && s.status !== 'cheater',
      )
      .map((s) => s.score)
      .sort((a, b) => a - b);
  }

  async commonMistakes(gameDate: string, limit: number): Promise<MistakeCount[]> {
    const groups = new Map<string, MistakeCount>();
    for (const attempt of this.attempts.all()) {
      if (attempt.gameDate !== gameDate || attempt.wasCorrect) continue;
      const group = groups.get(attempt.key);
      groups.set(attempt.key, { words: group?.words ?? [...attempt.words], count: (group?.count ?? 0) + 1 });
    }
    return [...groups]
      .sort(([keyA, a], [keyB, b]) => b.count - a.count || byCode(keyA, keyB))
      .slice(0, limit)
      .map(([, group]) => group);
  }

  async categorySolves(gameDate: string): Promise<CategorySolveCounts[]> {
    const finished = this.sessions
      .all()
      .filter((s) => s.gameDate === gameDate && s.status !== 'playing' && s.status !== 'cheater');
    return [...Array(CATEGORY_COUNT).keys()].map((position) => {
      // 1 = solved first, like `with ordinality` over the solved array.
      const orders = finished
        .filter((s) => s.solved.includes(position))
        .map((s) => s.solved.indexOf(position) + 1);
      return {
        position,
        successCount: orders.length,
        totalPlayers: finished.length,
        averageSolveOrder: orders.length === 0 ? null : orders.reduce((sum, n) => sum + n, 0) / orders.length,
      };
    });
  }
}
