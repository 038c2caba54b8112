import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManageNewsListAnswer, NewsItemAnswer } from '../../contracts/news.codec';
import { FIRST_PAGE, PAGE_SIZES } from '../../domain/constants/page-sizes.constants';
import type { AppError } from '../errors/app-error';
import { NEWS_REPOSITORY, type NewsRepository } from '../ports/news.repository';
import { newsNotFound } from './news-errors';
import { NewsViews } from './news-views';

const MAX_PAGE_SIZE = 100;

/** GET /manage/news/all and /manage/news/{id}: every item, active or not, for the control panel. */
@injectable()
export class ListNews {
  constructor(
    @inject(NEWS_REPOSITORY) private readonly news: NewsRepository,
    @inject(NewsViews) private readonly views: NewsViews,
  ) {}

  async list(
    page: number | undefined,
    limit: number | undefined,
    viewerId: string,
  ): Promise<ManageNewsListAnswer> {
    const currentPage = Math.max(page ?? FIRST_PAGE, FIRST_PAGE);
    const size = Math.min(Math.max(limit ?? PAGE_SIZES.news, 1), MAX_PAGE_SIZE);
    const { items, total } = await this.news.list((currentPage - 1) * size, size);
    return {
      news: await this.views.items(
        items.map((news) => ({ news, read: false })),
        viewerId,
      ),
      total,
      pages: Math.ceil(total / size),
      currentPage,
    };
  }

  async one(id: string, viewerId: string): Promise<E.Either<AppError, NewsItemAnswer>> {
    const stored = await this.news.find(id);
    if (!stored) return E.left(newsNotFound());
    return E.right({ news: await this.views.item(stored, viewerId) });
  }
}
