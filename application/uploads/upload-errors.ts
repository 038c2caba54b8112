import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../domain/constants/uploads.constants';
import { appError } from '../errors/app-error';
import type { ImageRejection } from '../ports/image-processor.port';

// The expected failures of an image upload (DESIGN 11); statuses in the HTTP code table.
export const imageRequired = () => appError('IMAGE_REQUIRED', 'Choose an image file', { field: 'image' });
export const imageTooLarge = () =>
  appError('IMAGE_TOO_LARGE', `An image is at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`, {
    field: 'image',
    maxBytes: UPLOAD_MAX_BYTES,
  });

const REJECTIONS = {
  UNSUPPORTED_TYPE: () =>
    appError('IMAGE_TYPE_UNSUPPORTED', 'The file is not a PNG, JPEG, WebP or GIF image', { field: 'image' }),
  TOO_MANY_PIXELS: () =>
    appError('IMAGE_TOO_MANY_PIXELS', `An image has at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`, {
      field: 'image',
      maxPixels: UPLOAD_MAX_PIXELS,
    }),
  UNREADABLE: () => appError('IMAGE_UNREADABLE', 'The image file is damaged', { field: 'image' }),
} as const satisfies Record<ImageRejection, unknown>;

export const imageRejected = (rejection: ImageRejection) => REJECTIONS[rejection]();
