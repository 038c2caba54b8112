import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../application/ports/settings.repository';
import { GetPublicSettings } from '../../application/settings/get-public-settings.use-case';
import { DEFAULT_BRANDING } from '../../application/settings/system-settings';
import { startHttpApp } from '../support/http-app-harness';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 15: a link to any public page, pasted into a chat app, previews with the game's title, a
// description in the instance's language and an image. Chat apps run no JavaScript: the tags must be in
// the HTML the server sends.

const PUBLIC_URL = 'https://sanat.example.org';
const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
// The head of web/index.html as Vite builds it: the build's own title is replaced by the instance's.
const BUILT_INDEX = `<!doctype html>
<html lang="fi">
  <head>
    <meta charset="UTF-8" />
    <meta name="app-instance" content="" />
    <title>Sanaryhmät · Word Groups</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const FI = {
  title: 'Sanaryhmät · Päivittäinen sanapeli',
  description:
    'Viisitoista sanaa, viisi kolmen sanan ryhmää. Löydä ryhmät ennen kuin pisteet loppuvat – uusi pulma joka päivä.',
};
const EN = {
  title: 'Word Groups · A daily word game',
  description:
    'Fifteen words, five groups of three. Find the groups before the points run out – a new puzzle every day.',
};

/** What an HTML parser makes of the server's escapes (it writes numeric references only). */
const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

interface Page {
  status: number;
  html: string;
  /** Each meta tag's content by its name or property, unescaped. */
  meta: Record<string, string>;
  titles: string[];
}

function pageOf(status: number, html: string): Page {
  const meta: Record<string, string> = {};
  for (const [, key = '', content = ''] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"/g,
  ))
    meta[key] = unescape(content);
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title = '']) => unescape(title));
  return { status, html, meta, titles };
}

/** A raw GET: fetch() would normalise the path, and a chat app's crawler need not. */
function rawGet(origin: string, requestPath: string): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${requestPath}`, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(pageOf(res.statusCode ?? 0, body)));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('API | Link previews', function () {
  this.timeout(60_000);
  let server: TestServer;
  let distDir: string;

  before(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-preview-dist-'));
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), BUILT_INDEX);
    for (const language of ['fi', 'en'])
      await copyFile(
        path.join(WEB_PUBLIC, `link-preview-${language}.png`),
        path.join(distDir, `link-preview-${language}.png`),
      );
    server = await startTestServer({ distDir, env: { PUBLIC_URL } });
  });

  after(async () => {
    await server?.dispose();
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  const page = async (pagePath: string) => rawGet(server.url, pagePath);

  /** As an admin's save does: the store, then the cached copy refreshed. */
  async function saveBranding(slug: string, branding: object): Promise<void> {
    const container = server.containers.get(slug)!;
    await container.get<SettingsRepository>(SETTINGS_REPOSITORY).put('branding', branding);
    await container.get(GetPublicSettings).invalidatePublicSettings();
  }

  afterEach(async () => {
    for (const slug of ['fi', 'en']) await saveBranding(slug, { ...DEFAULT_BRANDING });
  });

  it('given the Finnish front page, then every tag is there in Finnish with absolute addresses', async () => {
    const { status, html, meta, titles } = await page('/fi/');
    expect(status).to.equal(200);
    expect(html).to.contain('<html lang="fi">');
    expect(titles).to.deep.equal([FI.title]);
    expect(meta).to.deep.include({
      description: FI.description,
      'og:type': 'website',
      'og:site_name': 'Sanaryhmät',
      'og:locale': 'fi_FI',
      'og:title': FI.title,
      'og:description': FI.description,
      'og:url': `${PUBLIC_URL}/fi/`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Sanaryhmät: pelin nimi ja viidentoista värillisen laatan ruudukko',
      'twitter:card': 'summary_large_image',
    });
    expect(meta['og:image']).to.match(
      /^https:\/\/sanat\.example\.org\/link-preview-fi\.png\?v=[0-9a-f]{12}$/,
    );
  });

  it('given the English front page, then the tags are in English and name the English image', async () => {
    const { html, meta, titles } = await page('/en/');
    expect(html).to.contain('<html lang="en">');
    expect(titles).to.deep.equal([EN.title]);
    expect(meta).to.deep.include({
      description: EN.description,
      'og:site_name': 'Word Groups',
      'og:locale': 'en_US',
      'og:title': EN.title,
      'og:description': EN.description,
      'og:url': `${PUBLIC_URL}/en/`,
      'twitter:card': 'summary_large_image',
    });
    expect(meta['og:image']).to.match(
      /^https:\/\/sanat\.example\.org\/link-preview-en\.png\?v=[0-9a-f]{12}$/,
    );
  });

  it('given a deep page with a query, then og:url is its address without the query, which appears nowhere', async () => {
    for (const [pagePath, canonical] of [
      ['/fi/scoreboard/players?token=SECRET-TOKEN-123&page=2', `${PUBLIC_URL}/fi/scoreboard/players`],
      ['/fi/verify-email?token=SECRET-TOKEN-123', `${PUBLIC_URL}/fi/verify-email`],
      ['/en/previous/2026-06-01?token=SECRET-TOKEN-123', `${PUBLIC_URL}/en/previous/2026-06-01`],
      ['/fi?token=SECRET-TOKEN-123', `${PUBLIC_URL}/fi/`],
    ] as const) {
      const { status, html, meta } = await page(pagePath);
      expect(status, pagePath).to.equal(200);
      expect(meta['og:url'], pagePath).to.equal(canonical);
      expect(html, pagePath).to.not.contain('SECRET-TOKEN-123');
    }
  });

  it('given an invite link, then it previews in its instance language with the invite page as og:url', async () => {
    const { meta, titles } = await page('/en/invite/K7Q2XW');
    expect(titles).to.deep.equal([EN.title]);
    expect(meta['og:url']).to.equal(`${PUBLIC_URL}/en/invite/K7Q2XW`);
    expect(meta['og:locale']).to.equal('en_US');
    expect((await page('/fi/invite/K7Q2XW')).meta['og:url']).to.equal(`${PUBLIC_URL}/fi/invite/K7Q2XW`);
  });

  it('given a path with markup or quotes in it, then the address is encoded and nothing breaks out', async () => {
    const { status, html, meta } = await page('/fi/invite/"><script>alert(1)</script>\'x');
    expect(status).to.equal(200);
    expect(html).to.not.contain('<script>');
    expect(html).to.not.contain("'x");
    expect(meta['og:url']).to.equal(`${PUBLIC_URL}/fi/invite/%22%3E%3Cscript%3Ealert(1)%3C/script%3E'x`);
  });

  it("given an admin's branding text with markup, quotes and a $ pattern, then the title uses it escaped", async () => {
    const text = `</title><script>"'&$&`;
    await saveBranding('fi', { ...DEFAULT_BRANDING, brandingText: text, brandDisplay: 'custom' });
    const custom = await page('/fi/game');
    expect(custom.titles).to.deep.equal([`${text} · Päivittäinen sanapeli`]);
    expect(custom.meta['og:title']).to.equal(`${text} · Päivittäinen sanapeli`);
    expect(custom.meta['og:site_name']).to.equal(text);
    expect(custom.html).to.not.contain('<script>');
    expect(custom.html).to.not.contain('"\'&');

    await saveBranding('fi', { ...DEFAULT_BRANDING, brandingText: 'Kerho', brandDisplay: 'both' });
    expect((await page('/fi/')).meta['og:title']).to.equal('Sanaryhmät · Kerho · Päivittäinen sanapeli');
    await saveBranding('fi', { ...DEFAULT_BRANDING, brandingText: 'Kerho', brandDisplay: 'default' });
    expect((await page('/fi/')).meta['og:title']).to.equal(FI.title);
    // Branding belongs to its instance.
    expect((await page('/en/')).meta['og:title']).to.equal(EN.title);
  });

  it('given the image address a page names, then it answers the PNG, 1200×630, cached for a year', async () => {
    const imageUrl = (await page('/fi/previous')).meta['og:image']!;
    const response = await fetch(imageUrl.replace(PUBLIC_URL, server.url));
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('image/png');
    expect(response.headers.get('cache-control')).to.equal('max-age=31536000,immutable');
    // Other sites show it (a chat app's web client): the page's own same-origin policy would block it.
    expect(response.headers.get('cross-origin-resource-policy')).to.equal('cross-origin');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(await readFile(path.join(WEB_PUBLIC, 'link-preview-fi.png')))).to.equal(true);
    expect(await sharp(bytes).metadata()).to.deep.include({ format: 'png', width: 1200, height: 630 });

    // Without its version the same name may change its bytes: cached briefly, like the other root files.
    const unversioned = await fetch(`${server.url}/link-preview-en.png`);
    expect(unversioned.status).to.equal(200);
    expect(unversioned.headers.get('cache-control')).to.equal('max-age=3600');
    // Nor is an address with another version (an old one, or made up) kept for good.
    const wrongVersion = await fetch(`${server.url}/link-preview-en.png?v=000000000000`);
    expect(wrongVersion.headers.get('cache-control')).to.equal('max-age=3600');
    expect((await fetch(`${server.url}/fi/`)).headers.get('cross-origin-resource-policy')).to.equal(
      'same-origin',
    );
    expect((await fetch(`${server.url}/link-preview-xx.png?v=1`)).status).to.equal(404);
  });

  it('given a build without the image, then the pages name none rather than a missing file', async () => {
    const image = path.join(distDir, 'link-preview-fi.png');
    await rename(image, `${image}.away`);
    try {
      const { status, meta } = await page('/fi/');
      expect(status).to.equal(200);
      expect(meta).to.not.have.property('og:image');
      expect(meta['twitter:card']).to.equal('summary');
      expect(meta['og:title']).to.equal(FI.title);
    } finally {
      await rename(`${image}.away`, image);
    }
    expect((await page('/fi/')).meta['og:image']).to.match(/link-preview-fi\.png\?v=/);
  });
});

describe('API | Link previews when the branding cannot be read', () => {
  it("given a failing settings read, then the page is still served, with the game's own name", async () => {
    const app = await startHttpApp([], {
      publicUrl: PUBLIC_URL,
      instances: [
        {
          slug: 'fi',
          language: 'fi',
          routers: [],
          branding: () => Promise.reject(new Error('settings store down')),
        },
      ],
    });
    try {
      const { status, meta, titles } = await rawGet(app.origin, '/fi/');
      expect(status).to.equal(200);
      expect(titles).to.deep.equal([FI.title]);
      expect(meta['og:url']).to.equal(`${PUBLIC_URL}/fi/`);
    } finally {
      await app.close();
    }
  });
});
