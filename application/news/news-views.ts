import { inject, injectable } from 'inversify';
import type { NewsItemView, PollView } from '../../contracts/news.codec';
import type { StoredNews, StoredPoll } from '../ports/news.repository';
import { POLL_RESPONSE_REPOSITORY, type PollResponseRepository } from '../ports/poll-response.repository';
import { ImageUploads } from '../uploads/image-uploads';
import { toNewsItemView, toPollView } from './news-view';

/** Items and polls as a caller sees them: votes and totals for all, `hasResponded` for the signed-in. */
@injectable()
export class NewsViews {
  constructor(
    @inject(POLL_RESPONSE_REPOSITORY) private readonly responses: PollResponseRepository,
    @inject(ImageUploads) private readonly uploads: ImageUploads,
  ) {}

  /** `userId`: whose responses show as the caller's own (null: a guest's, none). */
  async polls(polls: readonly StoredPoll[], userId: string | null): Promise<PollView[]> {
    const ids = polls.map((poll) => poll.id);
    // One after the other: inside a transaction both share its one connection.
    const tallies = await this.responses.tallies(ids);
    const own = userId === null ? new Map() : await this.responses.responsesOf(userId, ids);
    return polls.map((poll) => toPollView(poll, tallies.get(poll.id), own.get(poll.id)));
  }

  async items(
    items: readonly { news: StoredNews; read: boolean }[],
    userId: string | null,
  ): Promise<NewsItemView[]> {
    const polls = await this.polls(
      items.flatMap(({ news }) => news.polls),
      userId,
    );
    const byId = new Map(polls.map((poll) => [poll.id, poll]));
    return items.map(({ news, read }) =>
      toNewsItemView(
        news,
        news.imageKey === null ? null : this.uploads.urlOf(news.imageKey),
        news.polls.map((poll) => byId.get(poll.id)!),
        read,
      ),
    );
  }

  async item(news: StoredNews, userId: string | null, read = false): Promise<NewsItemView> {
    const [view] = await this.items([{ news, read }], userId);
    return view!;
  }
}
