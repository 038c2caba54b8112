import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  DEFAULT_SORTING,
  type DayScoresPage,
  type DaysPage,
  type OwnScoresPage,
  type PerformanceChangeAnswer,
  type PlayersPage,
  type PreviousDaysPage,
  type ScoreboardFilter,
  type SortKey,
  type SortOrder,
  type StreakAnswer,
  type TodayHighScore,
} from '../../contracts/scoreboard.codec';
import { PLAYERS_TAB_MIN_GAMES } from '../../domain/constants/standings.constants';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { appError, type AppError } from '../errors/app-error';
import { userNotFound } from '../accounts/account-errors';
import { GameCalendar } from '../gameplay/game-calendar';
import { gameNotFound } from '../gameplay/gameplay-errors';
import { GROUP_REPOSITORY, type GroupRepository } from '../ports/group.repository';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';
import { SCOREBOARD_QUERY, type PlayerScope, type ScoreboardQuery } from '../ports/scoreboard.query';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';
import { groupNotFound, notGroupMember } from '../social/social-errors';
import { pageOf, pagingOf, type PageRequest } from './paging';

export interface Sorting {
  readonly sortBy?: SortKey;
  readonly sortOrder?: SortOrder;
}

export interface PlayersRequest extends PageRequest, Sorting {
  readonly filter?: ScoreboardFilter;
  readonly selectedGroupId?: string;
}

const groupRequired = (): AppError =>
  appError('GROUP_REQUIRED', 'Choose a group for the groups filter', { field: 'selectedGroupId' });

const sortOf = (sorting: Sorting) => ({
  sortBy: sorting.sortBy ?? DEFAULT_SORTING.sortBy,
  sortOrder: sorting.sortOrder ?? DEFAULT_SORTING.sortOrder,
});

/**
 * Every scoreboard read of player spec 7 (DESIGN 6). The players tab lists players with 10 or more games;
 * the friends filter, My list and group boards list everyone in them. A group's boards are for members.
 */
@injectable()
export class Scoreboard {
  constructor(
    @inject(SCOREBOARD_QUERY) private readonly query: ScoreboardQuery,
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(GROUP_REPOSITORY) private readonly groups: GroupRepository,
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
  ) {}

  async players(viewerId: string, request: PlayersRequest): Promise<E.Either<AppError, PlayersPage>> {
    const scope = await this.filterScope(viewerId, request);
    if (E.isLeft(scope)) return scope;
    const minGames = request.filter === 'all' || request.filter === undefined ? PLAYERS_TAB_MIN_GAMES : 0;
    return E.right(await this.playersPage(viewerId, scope.right, request, 'players', minGames));
  }

  /** My list: the viewer and the players they follow. */
  async personal(viewerId: string, request: PageRequest & Sorting): Promise<PlayersPage> {
    return this.playersPage(viewerId, { kind: 'following', userId: viewerId }, request, 'personal', 0);
  }

  async groupPlayers(
    viewerId: string,
    groupId: string,
    request: PageRequest & Sorting,
  ): Promise<E.Either<AppError, PlayersPage>> {
    const scope = await this.groupScope(viewerId, groupId);
    if (E.isLeft(scope)) return scope;
    return E.right(await this.playersPage(viewerId, scope.right, request, 'groupPlayers', 0));
  }

  days(viewerId: string, request: PageRequest): Promise<DaysPage> {
    return this.daysPage(viewerId, { kind: 'all' }, request);
  }

  async groupDays(
    viewerId: string,
    groupId: string,
    request: PageRequest,
  ): Promise<E.Either<AppError, DaysPage>> {
    const scope = await this.groupScope(viewerId, groupId);
    if (E.isLeft(scope)) return scope;
    return E.right(await this.daysPage(viewerId, scope.right, request));
  }

  day(viewerId: string, gameDate: unknown, request: PageRequest): Promise<E.Either<AppError, DayScoresPage>> {
    return this.dayPage(viewerId, { kind: 'all' }, gameDate, request);
  }

  /** The viewer's and their followed players' scores of one date. */
  personalDay(viewerId: string, gameDate: unknown, request: PageRequest) {
    return this.dayPage(viewerId, { kind: 'following', userId: viewerId }, gameDate, request);
  }

  async groupDay(
    viewerId: string,
    groupId: string,
    gameDate: unknown,
    request: PageRequest,
  ): Promise<E.Either<AppError, DayScoresPage>> {
    const scope = await this.groupScope(viewerId, groupId);
    if (E.isLeft(scope)) return scope;
    return this.dayPage(viewerId, scope.right, gameDate, request);
  }

  todayHighScore(): Promise<TodayHighScore> {
    return this.query.highScore(this.calendar.today());
  }

  async ownScores(viewerId: string, request: PageRequest): Promise<OwnScoresPage> {
    const page = pageOf(request, 'playerScores');
    const { rows, total } = await this.query.ownScores(viewerId, this.calendar.today(), page);
    return { scores: rows, ...pagingOf(page, total) };
  }

  async previousDays(
    viewerId: string,
    request: PageRequest & { unplayedOnly?: boolean },
  ): Promise<PreviousDaysPage> {
    const page = pageOf(request, 'scoreboardDays');
    const { rows, total } = await this.query.previousDays({
      userId: viewerId,
      today: this.calendar.today(),
      window: page,
      unplayedOnly: request.unplayedOnly === true,
    });
    return { days: rows, ...pagingOf(page, total) };
  }

  async streak(viewerId: string): Promise<StreakAnswer> {
    const standing = await this.standings.find(viewerId);
    return {
      currentStreak: standing?.currentStreak ?? 0,
      maxStreak: standing?.maxStreak ?? 0,
      losingStreak: standing?.losingStreak ?? 0,
    };
  }

  /** Today's performance index against yesterday's (DESIGN 6); any signed-in player may ask about anyone. */
  async performanceChange(userId: string): Promise<E.Either<AppError, PerformanceChangeAnswer>> {
    if (!isWellFormedId(userId) || !(await this.users.findById(userId))) {
      return E.left(userNotFound());
    }
    const standing = await this.standings.find(userId);
    const current = standing?.performanceIndex ?? 0;
    const previous = standing?.previousPerformanceIndex ?? 0;
    const gamesPlayed = standing?.gamesPlayed ?? 0;
    return E.right({ userId, previous, current, change: current - previous, gamesPlayed });
  }

  private async playersPage(
    viewerId: string,
    scope: PlayerScope,
    request: PageRequest & Sorting,
    list: 'players' | 'personal' | 'groupPlayers',
    minGames: number,
  ): Promise<PlayersPage> {
    const page = pageOf(request, list);
    const { rows, total } = await this.query.players({
      scope,
      ...sortOf(request),
      window: page,
      viewerId,
      minGames,
    });
    return { players: rows, ...pagingOf(page, total) };
  }

  private async daysPage(viewerId: string, scope: PlayerScope, request: PageRequest): Promise<DaysPage> {
    const page = pageOf(request, 'scoreboardDays');
    const { rows, total } = await this.query.days({
      scope,
      today: this.calendar.today(),
      window: page,
      viewerId,
    });
    return { days: rows, ...pagingOf(page, total) };
  }

  private async dayPage(
    viewerId: string,
    scope: PlayerScope,
    gameDate: unknown,
    request: PageRequest,
  ): Promise<E.Either<AppError, DayScoresPage>> {
    const date = this.calendar.parseDate(gameDate);
    if (E.isLeft(date)) return date;
    const today = this.calendar.today();
    // A future date answers as if it had no game, like the game paths: tomorrow must not leak.
    if (date.right > today) return E.left(gameNotFound(today));
    const page = pageOf(request, 'dayDetails');
    const day = await this.query.dayScores({ scope, gameDate: date.right, window: page, viewerId });
    if (!day) return E.left(gameNotFound(today));
    return E.right({
      gameDate: date.right,
      title: day.title,
      sequenceNumber: day.sequenceNumber,
      scores: day.rows,
      ...pagingOf(page, day.total),
    });
  }

  private async filterScope(
    viewerId: string,
    request: PlayersRequest,
  ): Promise<E.Either<AppError, PlayerScope>> {
    switch (request.filter ?? 'all') {
      case 'all':
        return E.right({ kind: 'all' });
      case 'friends':
        return E.right({ kind: 'following', userId: viewerId });
      case 'groups':
        return request.selectedGroupId
          ? this.groupScope(viewerId, request.selectedGroupId)
          : E.left(groupRequired());
    }
  }

  private async groupScope(viewerId: string, groupId: string): Promise<E.Either<AppError, PlayerScope>> {
    if (!isWellFormedId(groupId)) return E.left(groupNotFound());
    if (await this.groups.isMember(groupId, viewerId)) return E.right({ kind: 'group', groupId });
    return E.left(
      (await this.groups.findById(groupId, viewerId))
        ? notGroupMember('Only members see the scoreboard of a group')
        : groupNotFound(),
    );
  }
}
