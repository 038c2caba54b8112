import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NewsFields, NewsItemView } from '../../contracts/news.codec';
import { newsProblems, normalizedPoll, type PollDraft } from '../../domain/news/news-item';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { HTML_SANITIZER, type HtmlSanitizer } from '../ports/html-sanitizer.port';
import { NEWS_REPOSITORY, type NewsRepository, type NewsToStore } from '../ports/news.repository';
import { POLL_RESPONSE_REPOSITORY, type PollResponseRepository } from '../ports/poll-response.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { ImageUploads, NEWS_IMAGE } from '../uploads/image-uploads';
import { newsInvalid, newsNotFound } from './news-errors';
import { newsAuditSnapshot } from './news-view';
import { NewsViews } from './news-views';
import { editedPolls, newPoll } from './poll-edits';

interface Draft {
  readonly title: string;
  readonly content: string;
  /** undefined: an edit that leaves the polls as they are. */
  readonly polls: readonly PollDraft[] | undefined;
}

/** What a change answers, and the stored file it made obsolete (deleted once the change is committed). */
interface Saved {
  readonly view: NewsItemView;
  readonly obsoleteImage: string | null;
}

/**
 * Creating and editing news items (DESIGN 11): the content goes through the HTML allow-list on every save,
 * the image through the upload pipeline, and each change is audited in its own transaction. A file is
 * written before the transaction and removed again if the change does not happen; a replaced or removed
 * image is deleted only once the change is committed.
 */
@injectable()
export class SaveNews {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(NEWS_REPOSITORY) private readonly news: NewsRepository,
    @inject(POLL_RESPONSE_REPOSITORY) private readonly responses: PollResponseRepository,
    @inject(HTML_SANITIZER) private readonly sanitizer: HtmlSanitizer,
    @inject(ImageUploads) private readonly uploads: ImageUploads,
    @inject(NewsViews) private readonly views: NewsViews,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  create(
    fields: NewsFields,
    image: Uint8Array | null,
    actor: Actor,
  ): Promise<E.Either<AppError, NewsItemView>> {
    const draft = this.draft({ ...fields, polls: fields.polls ?? [] });
    if (E.isLeft(draft)) return Promise.resolve(draft);
    const { title, content, polls = [] } = draft.right;
    return this.storingImage(image, (imageKey) =>
      runEither(this.unitOfWork, async () => {
        const item: NewsToStore = {
          id: this.random.uuid(),
          title,
          content,
          imageKey,
          active: fields.active ?? true,
          polls: polls.map((poll) => newPoll(poll, () => this.random.uuid())),
          actorId: actor.id,
          at: this.clock.now(),
        };
        await this.news.insert(item);
        await this.audit.record({
          actor,
          action: 'news.create',
          entity: 'news',
          entityId: item.id,
          before: null,
          after: newsAuditSnapshot(item),
        });
        return E.right({ view: await this.view(item.id, actor), obsoleteImage: null });
      }),
    );
  }

  update(
    id: string,
    fields: NewsFields,
    image: Uint8Array | null,
    actor: Actor,
  ): Promise<E.Either<AppError, NewsItemView>> {
    const draft = this.draft(fields);
    if (E.isLeft(draft)) return Promise.resolve(draft);
    const { title, content, polls } = draft.right;
    return this.storingImage(image, (newImage) =>
      runEither(this.unitOfWork, async () => {
        const stored = await this.news.lock(id);
        if (!stored) return E.left(newsNotFound());
        const answered = await this.responses.answeredPolls(stored.polls.map((poll) => poll.id));
        const edited =
          polls === undefined
            ? E.right([...stored.polls])
            : editedPolls(stored.polls, polls, answered, () => this.random.uuid());
        if (E.isLeft(edited)) return edited;
        const imageKey = newImage ?? (fields.removeImage === true ? null : stored.imageKey);
        const next: NewsToStore = {
          id: stored.id,
          title,
          content,
          imageKey,
          active: fields.active ?? stored.active,
          polls: edited.right,
          actorId: actor.id,
          at: this.clock.now(),
        };
        await this.news.update(next);
        await this.audit.record({
          actor,
          action: 'news.update',
          entity: 'news',
          entityId: stored.id,
          before: newsAuditSnapshot(stored),
          after: newsAuditSnapshot(next),
        });
        const obsoleteImage = stored.imageKey !== imageKey ? stored.imageKey : null;
        return E.right({ view: await this.view(stored.id, actor), obsoleteImage });
      }),
    );
  }

  /** PUT /manage/news/{id} with `{active}`: shows or hides the item for players. */
  setActive(id: string, active: boolean, actor: Actor): Promise<E.Either<AppError, NewsItemView>> {
    return runEither(this.unitOfWork, async () => {
      const stored = await this.news.lock(id);
      if (!stored) return E.left(newsNotFound());
      if (stored.active !== active) {
        await this.news.setActive(id, active, actor.id, this.clock.now());
        await this.audit.record({
          actor,
          action: active ? 'news.activate' : 'news.deactivate',
          entity: 'news',
          entityId: id,
          before: { active: stored.active },
          after: { active },
        });
      }
      return E.right(await this.view(id, actor));
    });
  }

  /** Title trimmed, content through the allow-list, polls normalised; every problem at once. */
  private draft(fields: {
    title: string;
    content: string;
    polls?: readonly PollDraft[] | undefined;
  }): E.Either<AppError, Draft> {
    const draft: Draft = {
      title: fields.title.trim(),
      content: this.sanitizer.sanitize(fields.content),
      polls: fields.polls?.map(normalizedPoll),
    };
    const problems = newsProblems({ ...draft, polls: draft.polls ?? [] });
    return problems.length > 0 ? E.left(newsInvalid(problems)) : E.right(draft);
  }

  private async storingImage(
    image: Uint8Array | null,
    change: (imageKey: string | null) => Promise<E.Either<AppError, Saved>>,
  ): Promise<E.Either<AppError, NewsItemView>> {
    let imageKey: string | null = null;
    if (image !== null) {
      const stored = await this.uploads.storeGenerated('news', image, NEWS_IMAGE);
      if (E.isLeft(stored)) return stored;
      imageKey = stored.right.key;
    }
    let saved: E.Either<AppError, Saved>;
    try {
      saved = await change(imageKey);
    } catch (error) {
      if (imageKey !== null) await this.uploads.remove(imageKey);
      throw error;
    }
    if (E.isLeft(saved)) {
      if (imageKey !== null) await this.uploads.remove(imageKey);
      return saved;
    }
    if (saved.right.obsoleteImage !== null) await this.uploads.remove(saved.right.obsoleteImage);
    return E.right(saved.right.view);
  }

  private async view(id: string, actor: Actor): Promise<NewsItemView> {
    const stored = await this.news.find(id);
    if (!stored) throw new Error(`news item ${id} vanished inside its own transaction`);
    return this.views.item(stored, actor.id);
  }
}
