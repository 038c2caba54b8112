// Page sizes of every paged list (spec 9, admin spec 9). Server defaults and client requests share them.
export const PAGE_SIZES = {
  scoreboardDays: 12,
  players: 10,
  personal: 5,
  playerScores: 20,
  dayDetails: 10,
  groupPlayers: 10,
  mistakes: 5,
  managedGames: 10,
  users: 20,
  dailyPlayers: 30,
  news: 10,
} as const;
export type PagedList = keyof typeof PAGE_SIZES;

export const FIRST_PAGE = 1;
