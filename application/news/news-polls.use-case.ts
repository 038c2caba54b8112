import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NewsPollsAnswer, PollResultsAnswer } from '../../contracts/news.codec';
import { freeFormLengthProblem } from '../../domain/news/news-item';
import { validatePollAnswer } from '../../domain/validation/poll-answer';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  NEWS_REPOSITORY,
  type NewsRepository,
  type StoredNews,
  type StoredPoll,
} from '../ports/news.repository';
import type { Player } from '../ports/player';
import { POLL_RESPONSE_REPOSITORY, type PollResponseRepository } from '../ports/poll-response.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { guestLoginRequired, newsNotFound, pollAlreadyResponded, pollNotFound } from './news-errors';
import { NewsViews } from './news-views';
import { userIdOf } from './player-news.use-case';

/** Who asks: a player or guest, and whether they moderate news (they see hidden items and free-form answers). */
export interface PollViewer {
  readonly player: Player;
  readonly moderator: boolean;
}

/**
 * Polls of news items (admin spec 6): everyone sees them and their results, a signed-in user responds once
 * per poll (a second response answers 409), a guest never (403).
 */
@injectable()
export class NewsPolls {
  constructor(
    @inject(NEWS_REPOSITORY) private readonly news: NewsRepository,
    @inject(POLL_RESPONSE_REPOSITORY) private readonly responses: PollResponseRepository,
    @inject(NewsViews) private readonly views: NewsViews,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async polls(newsId: string, viewer: PollViewer): Promise<E.Either<AppError, NewsPollsAnswer>> {
    const news = await this.visible(newsId, viewer);
    if (!news) return E.left(newsNotFound());
    return E.right({ polls: await this.views.polls(news.polls, userIdOf(viewer.player)) });
  }

  async results(
    newsId: string,
    pollId: string,
    viewer: PollViewer,
  ): Promise<E.Either<AppError, PollResultsAnswer>> {
    const found = await this.poll(newsId, pollId, viewer);
    if (E.isLeft(found)) return found;
    return E.right(await this.resultsOf(found.right, viewer));
  }

  async respond(
    newsId: string,
    pollId: string,
    response: unknown,
    viewer: PollViewer,
  ): Promise<E.Either<AppError, PollResultsAnswer>> {
    const userId = userIdOf(viewer.player);
    if (userId === null) return E.left(guestLoginRequired());
    const found = await this.poll(newsId, pollId, viewer);
    if (E.isLeft(found)) return found;
    const poll = found.right;
    const answer = validatePollAnswer(poll, response);
    if (E.isLeft(answer)) return E.left(fromRule(answer.left));
    const text = poll.type === 'free_form' ? (answer.right as string) : null;
    const tooLong = text === null ? null : freeFormLengthProblem(text);
    if (tooLong) return E.left(fromRule(tooLong));
    const added = await this.responses.addResponse({
      id: this.random.uuid(),
      pollId: poll.id,
      userId,
      optionIds: text === null ? ([] as string[]).concat(answer.right) : [],
      text,
      at: this.clock.now(),
    });
    if (added === 'answered') return E.left(pollAlreadyResponded());
    if (added === 'gone') return E.left(pollNotFound());
    return E.right(await this.resultsOf(poll, viewer));
  }

  private async resultsOf(poll: StoredPoll, viewer: PollViewer): Promise<PollResultsAnswer> {
    const [view] = await this.views.polls([poll], userIdOf(viewer.player));
    if (!viewer.moderator || poll.type !== 'free_form') return { poll: view! };
    const answers = await this.responses.freeFormAnswers(poll.id);
    return { poll: view!, answers: answers.map(({ text, at }) => ({ text, at: at.toISOString() })) };
  }

  /** A hidden item is not there for players; moderators see it (to try its polls before showing it). */
  private async visible(newsId: string, viewer: PollViewer): Promise<StoredNews | null> {
    const news = await this.news.find(newsId);
    return news && (news.active || viewer.moderator) ? news : null;
  }

  private async poll(
    newsId: string,
    pollId: string,
    viewer: PollViewer,
  ): Promise<E.Either<AppError, StoredPoll>> {
    const news = await this.visible(newsId, viewer);
    if (!news) return E.left(newsNotFound());
    const poll = news.polls.find((candidate) => candidate.id === pollId);
    return poll ? E.right(poll) : E.left(pollNotFound());
  }
}
