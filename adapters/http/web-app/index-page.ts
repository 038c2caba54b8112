import type { Language } from '../../../domain/language/language';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface PageInstance {
  slug: string;
  language: Language;
}

const INSTANCE_TAG = '<meta name="app-instance" content="" />';

export const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The built index.html with the instance written in: the one build serves every instance. `head` (the
 * page's own `<title>` and link-preview tags, already escaped) takes the place of the build's title;
 * `sites` are all the instances, for the way to the other languages' sites.
 */
export function renderIndex(
  template: string,
  instance: PageInstance,
  head = '',
  sites: readonly PageInstance[] = [instance],
): string {
  const slug = escapeAttribute(instance.slug);
  const language = escapeAttribute(instance.language);
  // Every site this server runs, so the language control and /qr offer exactly those (INSTANCES' order).
  const siteList = escapeAttribute(sites.map((site) => `${site.slug}:${site.language}`).join(','));
  const page = template
    .replace(
      INSTANCE_TAG,
      `<meta name="app-instance" content="${slug}" data-language="${language}" data-sites="${siteList}" />\n` +
        // Each site installs as its own app (web-manifest.ts).
        `    <link rel="manifest" href="/${slug}/manifest.webmanifest" />`,
    )
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${language}"`);
  if (head === '') return page;
  // Replaced through functions: a `$&` in an admin's branding text is text, not a replacement pattern.
  return page.replace(/<title>[^<]*<\/title>\s*/, () => '').replace('</head>', () => `  ${head}\n  </head>`);
}

/**
 * A file of the build (index.html, first-paint.json), read once per build: it is read again only when it
 * changes, so a rebuild while the server runs is picked up without a restart and without a disk read per
 * page view. Null while the file is missing or unreadable (`parse` throws).
 */
export class BuiltFile<T> {
  private cached: { mtimeMs: number; value: T | null } | undefined;

  constructor(
    private readonly file: string,
    private readonly parse: (text: string) => T,
  ) {}

  async read(): Promise<T | null> {
    try {
      const { mtimeMs } = await stat(this.file);
      // An unreadable build is remembered too: it is not parsed again until it changes.
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, value: await this.load() };
      return this.cached.value;
    } catch {
      return null;
    }
  }

  private async load(): Promise<T | null> {
    try {
      return this.parse(await readFile(this.file, 'utf8'));
    } catch {
      return null;
    }
  }
}

/** The build's index.html, the template of every page. */
export const indexPage = (distDir: string) => new BuiltFile(path.join(distDir, 'index.html'), (text) => text);
