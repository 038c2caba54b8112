import type { Language } from '../../../domain/language/language';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface PageInstance {
  slug: string;
  language: Language;
}

const INSTANCE_TAG = '<meta name="app-instance" content="" />';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

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
 * Reads index.html once per build: it is re-read only when the file changes, so a rebuild while the
 * server runs is picked up without a restart and without a disk read per page view.
 */
export class IndexPageCache {
  private cached: { mtimeMs: number; template: string } | undefined;

  constructor(private readonly distDir: string) {}

  async template(): Promise<string | null> {
    const file = path.join(this.distDir, 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, template: await readFile(file, 'utf8') };
      return this.cached.template;
    } catch {
      return null;
    }
  }
}
