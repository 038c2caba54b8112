import { FIRST_PAGE, PAGE_SIZES, type PagedList } from '../../domain/constants/page-sizes.constants';
import type { Paging } from '../../contracts/scoreboard.codec';
import type { Window } from '../ports/scoreboard.query';

/** No page is larger than this, whatever the caller asks: a page is a screenful, not an export. */
export const MAX_PAGE_LIMIT = 100;

/** What the caller asked for: page and limit, or skip and limit (the players tab accepts both). */
export interface PageRequest {
  readonly page?: number;
  readonly limit?: number;
  readonly skip?: number;
}

export interface Page extends Window {
  readonly page: number;
}

export const pageOf = (request: PageRequest, list: PagedList): Page => {
  const limit = Math.min(MAX_PAGE_LIMIT, Math.max(1, request.limit ?? PAGE_SIZES[list]));
  if (request.skip !== undefined && request.page === undefined) {
    const offset = Math.max(0, request.skip);
    return { page: Math.floor(offset / limit) + 1, limit, offset };
  }
  const page = Math.max(FIRST_PAGE, request.page ?? FIRST_PAGE);
  return { page, limit, offset: (page - 1) * limit };
};

export const pagingOf = (page: Page, total: number): Paging => ({
  page: page.page,
  limit: page.limit,
  total,
  totalPages: Math.ceil(total / page.limit),
  hasMore: page.offset + page.limit < total,
});
