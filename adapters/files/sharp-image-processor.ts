import * as E from 'fp-ts/Either';
import sharp, { type Metadata } from 'sharp';
import type {
  EncodedImage,
  ImageProcessor,
  ImageRecipe,
  ImageRejection,
} from '../../application/ports/image-processor.port';
import { imageTypeOf } from './image-signature';

const WEBP_QUALITY = 82;

/** sharp reads the declared size from the header and throws this before decoding anything. */
const rejectionOf = (error: unknown): ImageRejection =>
  /pixel limit/i.test(String(error)) ? 'TOO_MANY_PIXELS' : 'UNREADABLE';

/**
 * Uploads decoded and encoded again by sharp (libvips). The declared size is read from the header first and
 * `limitInputPixels` bounds the decoder too, so a decompression bomb is refused without being decoded.
 * sharp writes no metadata unless asked, so EXIF (and its GPS position) is gone; the orientation EXIF
 * recorded is applied to the pixels first. An animated GIF or WebP keeps its first frame.
 */
export class SharpImageProcessor implements ImageProcessor {
  async reencode(
    input: Uint8Array,
    recipe: ImageRecipe,
    maxPixels: number,
  ): Promise<E.Either<ImageRejection, EncodedImage>> {
    const sourceType = imageTypeOf(input);
    if (sourceType === null) return E.left('UNSUPPORTED_TYPE');
    const options = { limitInputPixels: maxPixels, pages: 1, failOn: 'error' } as const;
    let metadata: Metadata;
    try {
      metadata = await sharp(input, options).metadata();
    } catch (error) {
      return E.left(rejectionOf(error));
    }
    // The signature and the decoder must agree: a PNG signature on something else is not a PNG.
    if (metadata.format !== sourceType) return E.left('UNSUPPORTED_TYPE');
    const width = metadata.width ?? 0;
    const height = metadata.pageHeight ?? metadata.height ?? 0;
    if (width <= 0 || height <= 0) return E.left('UNREADABLE');
    if (width * height > maxPixels) return E.left('TOO_MANY_PIXELS');
    try {
      const pipeline = sharp(input, options).autoOrient().resize({
        width: recipe.maxWidth,
        height: recipe.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const encoded =
        recipe.format === 'webp'
          ? pipeline.webp({ quality: WEBP_QUALITY })
          : pipeline.png({ compressionLevel: 9 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return E.right({
        bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        format: recipe.format,
        width: info.width,
        height: info.height,
        sourceType,
      });
    } catch (error) {
      return E.left(rejectionOf(error));
    }
  }
}
