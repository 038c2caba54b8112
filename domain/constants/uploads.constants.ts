// Uploaded images (DESIGN 11): the logo and news images, checked by the server and hinted in the browser.
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Width times height: a decompression bomb declaring more is refused before it is decoded. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Longest side of a stored news image; larger ones are scaled down, smaller ones kept. */
export const NEWS_IMAGE_MAX_SIDE = 1600;
/** The logo is kept at most this many pixels square. */
export const LOGO_MAX_SIDE = 512;
/** Where an instance's uploads are served: `/uploads/<slug>/<key>`. */
export const uploadsPathOf = (slug: string): string => `/uploads/${slug}`;
