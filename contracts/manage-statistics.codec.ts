import type { DifficultyBand } from '../domain/standings/difficulty-gauge';
import type { StatisticsBucket, StatisticsPeriod } from '../domain/statistics/statistics-period';

// Answers of the control panel's statistics (admin spec 7 "Statistics and scores", DESIGN 11).

/** GET /manage/stats/active-sessions: games running now (started, not ended, within the last day). */
export interface ActiveSessionsAnswer {
  total: number;
  players: number;
  guests: number;
  at: string;
}

export interface UserStatsPoint {
  /** YYYY-MM-DD for a day, `2026-W48` for an ISO week. */
  label: string;
  /** The first date of the bucket. */
  from: string;
  registrations: number;
  activePlayers: number;
  games: number;
  wins: number;
}

/** GET /manage/users/stats?period. Totals over the period; `activePlayers` counts each player once. */
export interface UserStatsAnswer {
  period: StatisticsPeriod;
  bucket: StatisticsBucket;
  from: string | null;
  to: string;
  totals: { registrations: number; activePlayers: number; games: number; wins: number; users: number };
  series: UserStatsPoint[];
}

export interface DailyPlayersRow {
  date: string;
  players: number;
  wins: number;
  averageScore: number;
}

/** GET /manage/stats/daily-players?page&limit&period: newest date first. */
export interface DailyPlayersAnswer {
  period: StatisticsPeriod;
  days: DailyPlayersRow[];
  total: number;
  pages: number;
  currentPage: number;
}

export interface ReviewDayRow {
  date: string;
  reviews: number;
  averageDifficulty: number;
  averageFun: number;
}

/** GET /game-reviews?page&limit&period&searchDate: averages per game date, newest first. */
export interface GameReviewsAnswer {
  period: StatisticsPeriod;
  days: ReviewDayRow[];
  /** The spread of ratings over the listed period (1 to 5), for the bars. */
  distribution: { rating: number; difficulty: number; fun: number }[];
  total: number;
  pages: number;
  currentPage: number;
}

export interface CombinationRow {
  words: string[];
  attempts: number;
  correct: boolean;
}

/** GET /manage/combinations/{date}?page: the most tried combinations of a date. */
export interface CombinationsAnswer {
  date: string;
  combinations: CombinationRow[];
  total: number;
  pages: number;
  currentPage: number;
}

export interface CategoryOfDateRow {
  position: number;
  name: string;
  words: string[];
  color: string;
  /** Finished players who solved it, of all finished players. */
  solved: number;
  finished: number;
  solveRate: number;
  /** The domain's difficulty gauge, 1 (easy) to 5 (hard): the band's place among DIFFICULTY_BANDS, plus one. */
  difficulty: number;
  /** 0 to 10 with one decimal, the figure the players' game-over statistics show. */
  displayedDifficulty: number;
  band: DifficultyBand;
  /** 1 = solved first; null when nobody solved it. */
  averageSolveOrder: number | null;
}

/** GET /manage/stats/categories/{date}. */
export interface CategoriesOfDateAnswer {
  date: string;
  categories: CategoryOfDateRow[];
}
