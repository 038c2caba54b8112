import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { UploadedImageAnswer } from '../../contracts/news.codec';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { ImageUploads, NEWS_IMAGE } from '../uploads/image-uploads';
import { imageRequired } from '../uploads/upload-errors';

/** POST /manage/news/upload-image: an image for inside an item's content, served from this instance's uploads. */
@injectable()
export class UploadNewsImage {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(ImageUploads) private readonly uploads: ImageUploads,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(image: Uint8Array | null, actor: Actor): Promise<E.Either<AppError, UploadedImageAnswer>> {
    if (image === null) return E.left(imageRequired());
    const stored = await this.uploads.storeGenerated('news', image, NEWS_IMAGE);
    if (E.isLeft(stored)) return stored;
    const { key, url, width, height } = stored.right;
    try {
      await this.unitOfWork.run(() =>
        this.audit.record({
          actor,
          action: 'news.image.upload',
          entity: 'upload',
          entityId: key,
          before: null,
          after: { url, width, height },
        }),
      );
    } catch (error) {
      await this.uploads.remove(key);
      throw error;
    }
    return E.right({ url, width, height });
  }
}
