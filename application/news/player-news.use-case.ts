import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NewsMarkAnswer, PlayerNewsAnswer } from '../../contracts/news.codec';
import { PLAYER_NEWS_MAX } from '../../domain/constants/news.constants';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { NEWS_REPOSITORY, type NewsRepository, type ReaderFilter } from '../ports/news.repository';
import type { Player } from '../ports/player';
import { newsNotFound } from './news-errors';
import { NewsViews } from './news-views';

/** The signed-in caller's user id; a guest has no responses of their own. */
export const userIdOf = (player: Player): string | null => (player.kind === 'user' ? player.id : null);

/**
 * The news bell and popup of players and guests (admin spec 2): active items only; unread means neither
 * read nor dismissed by this user or guest id.
 */
@injectable()
export class PlayerNews {
  constructor(
    @inject(NEWS_REPOSITORY) private readonly news: NewsRepository,
    @inject(NewsViews) private readonly views: NewsViews,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `all` (GET /news), `notDismissed` (GET /news/active) or `unread`. */
  async list(reader: Player, filter: ReaderFilter): Promise<PlayerNewsAnswer> {
    const items = await this.news.listFor(reader, filter, PLAYER_NEWS_MAX);
    return {
      news: await this.views.items(items, userIdOf(reader)),
      unreadCount: await this.news.unreadCount(reader),
    };
  }

  async mark(
    reader: Player,
    id: string,
    mark: 'read' | 'dismissed',
  ): Promise<E.Either<AppError, NewsMarkAnswer>> {
    const stored = await this.news.find(id);
    if (!stored?.active) return E.left(newsNotFound());
    if (!(await this.news.mark(stored.id, reader, mark, this.clock.now()))) return E.left(newsNotFound());
    return E.right({
      message: mark === 'read' ? 'Marked as read' : 'Dismissed',
      unreadCount: await this.news.unreadCount(reader),
    });
  }
}
