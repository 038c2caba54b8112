import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { NEWS_REPOSITORY, type NewsRepository } from '../ports/news.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { ImageUploads } from '../uploads/image-uploads';
import { newsNotFound } from './news-errors';
import { newsAuditSnapshot } from './news-view';

/**
 * DELETE /manage/news/{id}: the item with its polls, responses and read marks, then its image file once
 * the deletion is committed.
 */
@injectable()
export class DeleteNews {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(NEWS_REPOSITORY) private readonly news: NewsRepository,
    @inject(ImageUploads) private readonly uploads: ImageUploads,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(id: string, actor: Actor): Promise<E.Either<AppError, { message: string }>> {
    const deleted = await runEither(this.unitOfWork, async () => {
      const stored = await this.news.lock(id);
      if (!stored) return E.left(newsNotFound());
      await this.news.delete(stored.id);
      await this.audit.record({
        actor,
        action: 'news.delete',
        entity: 'news',
        entityId: stored.id,
        before: newsAuditSnapshot(stored),
        after: null,
      });
      return E.right(stored.imageKey);
    });
    if (E.isLeft(deleted)) return deleted;
    if (deleted.right !== null) await this.uploads.remove(deleted.right);
    return E.right({ message: 'News deleted' });
  }
}
