import type {
  DayScoresPage,
  DaysPage,
  Paging,
  PlayerRow,
  PlayersPage,
} from '../../../contracts/scoreboard.codec';
import type { GroupView } from '../../../contracts/social.codec';

// Test data of the scoreboard and group answers, as the server sends them.

export const aPaging = (overrides: Partial<Paging> = {}): Paging => ({
  page: 1,
  limit: 10,
  total: 1,
  totalPages: 1,
  hasMore: false,
  ...overrides,
});

export const aPlayerRow = (overrides: Partial<PlayerRow> = {}): PlayerRow => ({
  position: 1,
  userId: 'u-1',
  username: 'Sanaseppo',
  gamesPlayed: 12,
  winRate: 75,
  avgScore: 6_400,
  bestScore: 9_120,
  combinedPoints: 76_800,
  currentStreak: 3,
  maxStreak: 7,
  lastPlayed: '2026-03-14',
  performanceIndex: 4_800,
  isCheater: false,
  isSupporter: false,
  isMe: false,
  ...overrides,
});

export const aPlayersPage = (
  players: PlayerRow[] = [aPlayerRow()],
  paging: Partial<Paging> = {},
): PlayersPage => ({
  ...aPaging({ total: players.length, ...paging }),
  players,
});

export const aDaysPage = (overrides: Partial<DaysPage> = {}): DaysPage => ({
  ...aPaging({ limit: 12 }),
  days: [
    {
      gameDate: '2026-03-14',
      title: null,
      sequenceNumber: 42,
      totalPlayers: 3,
      wins: 2,
      averageScore: 5_000,
      topScore: 8_800,
      topPlayer: 'Sanaseppo',
      myScore: null,
    },
  ],
  ...overrides,
});

export const aDayScoresPage = (overrides: Partial<DayScoresPage> = {}): DayScoresPage => ({
  ...aPaging(),
  gameDate: '2026-03-14',
  title: null,
  sequenceNumber: 42,
  scores: [],
  ...overrides,
});

export const aGroup = (overrides: Partial<GroupView> = {}): GroupView => ({
  id: 'g-1',
  name: 'Perjantaikerho',
  groupCode: 'PERJ',
  ownerId: 'u-1',
  ownerUsername: 'Sanaseppo',
  memberCount: 2,
  isOwner: false,
  isMember: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
