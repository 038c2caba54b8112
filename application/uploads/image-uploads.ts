import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  LOGO_MAX_SIDE,
  NEWS_IMAGE_MAX_SIDE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  uploadsPathOf,
} from '../../domain/constants/uploads.constants';
import type { AppError } from '../errors/app-error';
import { FILE_STORAGE, type FileStorage } from '../ports/file-storage.port';
import { IMAGE_PROCESSOR, type ImageProcessor, type ImageRecipe } from '../ports/image-processor.port';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { imageRejected, imageTooLarge } from './upload-errors';

/** News images (the item's own and those inside its content). */
export const NEWS_IMAGE: ImageRecipe = {
  maxWidth: NEWS_IMAGE_MAX_SIDE,
  maxHeight: NEWS_IMAGE_MAX_SIDE,
  format: 'webp',
};
/** The instance's logo, kept at most 512 px square as `branding/logo.png`. */
export const LOGO_IMAGE: ImageRecipe = { maxWidth: LOGO_MAX_SIDE, maxHeight: LOGO_MAX_SIDE, format: 'png' };

export interface StoredImage {
  /** The FileStorage key, e.g. `news/<uuid>.webp`. */
  readonly key: string;
  /** Where it is served: `/uploads/<slug>/<key>`. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The one way an uploaded image is stored (DESIGN 11): at most 5 MB, of a type read from its bytes, at most
 * 40 megapixels, re-encoded without metadata, then written through FileStorage. Nothing the uploader sent
 * (name, declared type, bytes) is ever served as it came.
 */
@injectable()
export class ImageUploads {
  constructor(
    @inject(IMAGE_PROCESSOR) private readonly processor: ImageProcessor,
    @inject(FILE_STORAGE) private readonly files: FileStorage,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Stores the image under a new generated name in `folder` (`news`). */
  storeGenerated(
    folder: string,
    bytes: Uint8Array,
    recipe: ImageRecipe,
  ): Promise<E.Either<AppError, StoredImage>> {
    return this.store(bytes, recipe, (extension) => `${folder}/${this.random.uuid()}.${extension}`);
  }

  /** Stores the image under a fixed key (`branding/logo.png`), replacing what was there. */
  storeAt(key: string, bytes: Uint8Array, recipe: ImageRecipe): Promise<E.Either<AppError, StoredImage>> {
    return this.store(bytes, recipe, () => key);
  }

  urlOf(key: string): string {
    return `${uploadsPathOf(this.instance.slug)}/${key}`;
  }

  /** Deletes a stored file. A failure is logged, never raised: the change it belonged to has happened. */
  async remove(key: string): Promise<void> {
    try {
      await this.files.delete(key);
    } catch (error) {
      this.logger.warn({ err: error, key }, 'an uploaded file could not be deleted');
    }
  }

  private async store(
    bytes: Uint8Array,
    recipe: ImageRecipe,
    keyFor: (extension: string) => string,
  ): Promise<E.Either<AppError, StoredImage>> {
    if (bytes.byteLength > UPLOAD_MAX_BYTES) return E.left(imageTooLarge());
    const encoded = await this.processor.reencode(bytes, recipe, UPLOAD_MAX_PIXELS);
    if (E.isLeft(encoded)) return E.left(imageRejected(encoded.left));
    const image = encoded.right;
    const key = keyFor(image.format);
    await this.files.put(key, image.bytes);
    return E.right({ key, url: this.urlOf(key), width: image.width, height: image.height });
  }
}
