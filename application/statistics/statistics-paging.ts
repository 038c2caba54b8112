import { FIRST_PAGE } from '../../domain/constants/page-sizes.constants';
import type { PageWindow } from '../ports/control-panel-statistics.query';

/** No statistics list sends more rows at once, whatever `limit` asks. */
export const MAX_STATISTICS_PAGE_SIZE = 100;

export interface StatisticsPage {
  readonly currentPage: number;
  readonly size: number;
  readonly window: PageWindow;
}

/** The page asked for (the first unless told), of `limit` rows (the list's own size unless told). */
export const statisticsPage = (
  page: number | undefined,
  limit: number | undefined,
  defaultSize: number,
): StatisticsPage => {
  const size = Math.min(Math.max(limit ?? defaultSize, 1), MAX_STATISTICS_PAGE_SIZE);
  const currentPage = Math.max(page ?? FIRST_PAGE, FIRST_PAGE);
  return { currentPage, size, window: { offset: (currentPage - 1) * size, limit: size } };
};

/** total, pages and currentPage, as every paged list of the control panel answers them. */
export const pageFigures = (total: number, page: StatisticsPage) => ({
  total,
  pages: Math.ceil(total / page.size),
  currentPage: page.currentPage,
});
