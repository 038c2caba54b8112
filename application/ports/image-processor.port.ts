import type * as E from 'fp-ts/Either';

/** The image types an upload may be (DESIGN 11), as read from the file's own bytes. */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

/** How a stored image is made: at most this big (scaled down, never up), in this format. */
export interface ImageRecipe {
  readonly maxWidth: number;
  readonly maxHeight: number;
  readonly format: 'webp' | 'png';
}

/** The decoded and re-encoded image: new bytes without any of the upload's metadata. */
export interface EncodedImage {
  readonly bytes: Uint8Array;
  readonly format: 'webp' | 'png';
  readonly width: number;
  readonly height: number;
  /** What the upload really was. */
  readonly sourceType: ImageType;
}

export type ImageRejection =
  /** Not PNG, JPEG, WebP or GIF by its bytes (whatever its name or declared type). */
  | 'UNSUPPORTED_TYPE'
  /** Declares more pixels than allowed: refused before decoding. */
  | 'TOO_MANY_PIXELS'
  /** Of an allowed type but broken. */
  | 'UNREADABLE';

/**
 * Decodes an uploaded image and encodes it again, so that what is stored and served is an image the server
 * made: the type checked from the bytes, the size bounded, metadata (EXIF, GPS, comments) gone.
 */
export interface ImageProcessor {
  reencode(
    input: Uint8Array,
    recipe: ImageRecipe,
    maxPixels: number,
  ): Promise<E.Either<ImageRejection, EncodedImage>>;
}

export const IMAGE_PROCESSOR = Symbol.for('ImageProcessor');
