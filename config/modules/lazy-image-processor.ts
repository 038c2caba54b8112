import type { ImageProcessor } from '../../application/ports/image-processor.port';

/**
 * The image processor, loaded with the first upload: sharp maps libvips (about 10 MB resident) into every
 * process that imports it, and most processes never see an upload. A load that fails is tried again by the
 * next upload.
 */
export function lazyImageProcessor(): ImageProcessor {
  let loading: Promise<ImageProcessor> | undefined;
  const processor = () =>
    (loading ??= import('../../adapters/files/sharp-image-processor').then(
      ({ SharpImageProcessor }) => new SharpImageProcessor(),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    reencode: async (input, recipe, maxPixels) => (await processor()).reencode(input, recipe, maxPixels),
  };
}
