import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../domain/language/language';

/**
 * Each language's preview image in the build's root (copied there from web/public, drawn by
 * scripts/link-preview-image.ts): the game's name over its grid of tiles, 1200×630.
 */
export const previewImagePath = (language: Language): string => `/link-preview-${language}.png`;

const PREVIEW_IMAGE = /^\/link-preview-[a-z]+\.png$/;
export const isPreviewImagePath = (requestPath: string): boolean => PREVIEW_IMAGE.test(requestPath);

/**
 * A short digest of each preview image's bytes, the version in its og:image address: a versioned address
 * may be cached for good, and a new image gets a new address. Like the index page, a file is re-read only
 * when it changes, so a page view costs a stat, not a read.
 */
export class PreviewImageVersions {
  private readonly cached = new Map<string, { mtimeMs: number; version: string }>();

  constructor(private readonly distDir: string) {}

  /** Null when the build has no image for the language: the page then names none. */
  version(language: Language): Promise<string | null> {
    return this.versionAt(previewImagePath(language));
  }

  /** The version of the image at `requestPath` (an address isPreviewImagePath accepts); null when none. */
  async versionAt(requestPath: string): Promise<string | null> {
    const file = path.join(this.distDir, requestPath);
    try {
      const { mtimeMs } = await stat(file);
      const known = this.cached.get(file);
      if (known?.mtimeMs === mtimeMs) return known.version;
      const version = createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
        .slice(0, 12);
      this.cached.set(file, { mtimeMs, version });
      return version;
    } catch {
      return null;
    }
  }
}
