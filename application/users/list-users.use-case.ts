import { inject, injectable } from 'inversify';
import {
  USER_FILTERS,
  USER_SORTS,
  SORT_ORDERS,
  type SortOrder,
  type UserFilter,
  type UserListAnswer,
  type UserSort,
} from '../../contracts/manage-users.codec';
import { INACTIVE_USERS_DEFAULT_DAYS } from '../../domain/constants/admin.constants';
import { FIRST_PAGE, PAGE_SIZES } from '../../domain/constants/page-sizes.constants';
import { addDays } from '../../domain/game/calendar';
import { userSearchTerm } from '../../domain/validation/user-search';
import { GameCalendar } from '../gameplay/game-calendar';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  MANAGED_USER_REPOSITORY,
  SEARCH_MATCH_CAP,
  type ManagedUserRepository,
  type UserPage,
} from '../ports/managed-user.repository';
import { toManagedUserView } from './managed-user-view';

export interface UserListRequest {
  search?: string;
  sort?: UserSort;
  order?: SortOrder;
  filter?: UserFilter;
  page?: number;
  limit?: number;
}

/** The list never answers more than this many users a page, whatever `limit` asks. */
export const USER_LIST_MAX_LIMIT = 100;
/** "Idle for more days than this" means the same as "ever": no date so far back is asked of the store. */
export const INACTIVE_MAX_DAYS = 36_500;
export { USER_FILTERS, USER_SORTS, SORT_ORDERS };

const window = (page: number | undefined, limit: number | undefined) => {
  const size = Math.min(Math.max(limit ?? PAGE_SIZES.users, 1), USER_LIST_MAX_LIMIT);
  const currentPage = Math.max(page ?? FIRST_PAGE, FIRST_PAGE);
  return { size, currentPage, offset: (currentPage - 1) * size };
};

const answer = (found: UserPage, currentPage: number, limit: number): UserListAnswer => ({
  users: found.users.map(toManagedUserView),
  total: found.total,
  capped: found.capped,
  pages: Math.ceil(found.total / limit),
  currentPage,
  limit,
});

/** GET /manage/users and /manage/users/inactive (admin spec 7 "Users"). */
@injectable()
export class ListUsers {
  constructor(
    @inject(MANAGED_USER_REPOSITORY) private readonly users: ManagedUserRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A search term shorter than two characters (after trimming) is no search: the whole list answers. */
  async list(request: UserListRequest): Promise<UserListAnswer> {
    const { size, currentPage, offset } = window(request.page, request.limit);
    const term = userSearchTerm(request.search ?? '');
    const found = await this.users.list({
      search: term._tag === 'Some' ? term.value : null,
      sort: request.sort ?? 'username',
      order: request.order ?? 'asc',
      filter: request.filter ?? 'all',
      now: this.clock.now(),
      searchCap: SEARCH_MATCH_CAP,
      offset,
      limit: size,
    });
    return answer(found, currentPage, size);
  }

  /** Players who have not played for `days` days (default 30), or never; longest idle first. */
  async inactive(days: number | undefined, page?: number): Promise<UserListAnswer & { days: number }> {
    const idleDays = Math.min(Math.max(days ?? INACTIVE_USERS_DEFAULT_DAYS, 1), INACTIVE_MAX_DAYS);
    const { size, currentPage, offset } = window(page, undefined);
    const since = addDays(this.calendar.today(), -idleDays);
    return { ...answer(await this.users.inactive(since, offset, size), currentPage, size), days: idleDays };
  }
}
