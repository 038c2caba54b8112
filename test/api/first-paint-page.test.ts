import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// Issue 18: a guest's landing carries the menu's first paint, drawn by the build (first-paint.json), and
// every page starts the app from its one inline script, allowed by its hash.

const BUILT_INDEX = `<!doctype html>
<html lang="fi">
  <head>
    <meta name="app-instance" content="" />
    <script type="module" crossorigin src="/assets/index-DDDD.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SITES = [
  { slug: 'fi', language: 'fi' },
  { slug: 'en', language: 'en' },
];
const MENU = {
  fi: '<div class="app-shell"><p class="hero__pitch">Viisitoista sanaa</p></div>',
  en: '<div class="app-shell"><p class="hero__pitch">Fifteen words</p></div>',
};

const rootOf = (page: string) => /<div id="root"[^>]*>(.*?)<\/div>\s*<script/s.exec(page)?.[0] ?? '';

describe('API | The first paint of a guest landing', () => {
  let root: string;
  let app: HttpAppHarness;
  const page = async (address: string, on = app) => {
    const answer = await fetch(`${on.origin}${address}`);
    return {
      status: answer.status,
      csp: answer.headers.get('content-security-policy') ?? '',
      body: await answer.text(),
    };
  };

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wordgame-first-paint-'));
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), BUILT_INDEX);
    await writeFile(path.join(root, 'first-paint.json'), JSON.stringify({ sites: SITES, pages: MENU }));
    app = await startHttpApp([], {
      distDir: root,
      instances: SITES.map((site) => ({ ...site, language: site.language as 'fi' | 'en', routers: [] })),
    });
  });

  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("given each site's landing, then its #root holds its own language's menu, marked with the site and the address", async () => {
    const fi = await page('/fi/');
    const en = await page('/en/');
    expect(rootOf(fi.body)).to.contain(
      `<div id="root" data-site="fi" data-first-paint="/fi/">${MENU.fi}</div>`,
    );
    expect(rootOf(en.body)).to.contain(
      `<div id="root" data-site="en" data-first-paint="/en/">${MENU.en}</div>`,
    );
  });

  it('given any other page, then #root is empty: the menu is drawn for the landing only', async () => {
    for (const address of ['/en/game', '/en/previous', '/fi/gdpr']) {
      const { status, body } = await page(address);
      expect(status, address).to.equal(200);
      expect(body, address).to.contain('<div id="root"></div>');
    }
  });

  it('given every page, then its one inline script follows #root, and the policy allows exactly that script', async () => {
    for (const address of ['/fi/', '/en/game']) {
      const { body, csp } = await page(address);
      const scripts = [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts, address).to.have.length(1);
      expect(scripts[0]![1]).to.equal(' data-src="/assets/index-DDDD.js" data-preload=""');
      expect(body.indexOf('<script'), address).to.be.greaterThan(body.indexOf('<div id="root"'));
      const hash = createHash('sha256').update(scripts[0]![2]!).digest('base64');
      expect(csp, address).to.match(
        new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'[;]`),
      );
    }
  });

  it('given a server that runs other sites than the build drew, then its landing has no first paint', async () => {
    const other = await startHttpApp([], {
      distDir: root,
      instances: [{ slug: 'sanat', language: 'fi', routers: [] }],
    });
    try {
      expect((await page('/sanat/', other)).body).to.contain('<div id="root"></div>');
    } finally {
      await other.close();
    }
  });

  it('given a first-paint file that is not a build of this app, then the landing is served without it', async () => {
    const file = path.join(root, 'first-paint.json');
    try {
      await writeFile(file, '{"pages": "not this"}');
      const landing = await page('/en/');
      expect(landing.status).to.equal(200);
      expect(landing.body).to.contain('<div id="root"></div>');
    } finally {
      await writeFile(file, JSON.stringify({ sites: SITES, pages: MENU }));
    }
    expect((await page('/en/')).body).to.contain(MENU.en);
  });
});
