import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// Issue 18: a guest's landing and game carry their first paint, drawn by the build (first-paint.json), and
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
const GAME = '<div class="game"><dialog open class="modal"><h2>How to play</h2></dialog></div>';
const landing = (markup: string) => ({
  path: '/',
  markup,
  unless: ['wordgame_tokens', 'referralCode'],
  styles: [],
  scripts: [],
});
const GAME_PAGE = {
  path: '/game',
  markup: GAME,
  unless: ['wordgame_tokens', 'wordgame_guest_id'],
  styles: ['/assets/game-page-GGGG.css'],
  scripts: ['/assets/game-page-GGGG.js', '/assets/modal-MMMM.js'],
};
const DRAWN = { sites: SITES, pages: { fi: [landing(MENU.fi)], en: [landing(MENU.en), GAME_PAGE] } };

const rootOf = (page: string) => /<div id="root"[^>]*>(.*?)<\/div>\s*<script/s.exec(page)?.[0] ?? '';

describe("API | The first paint of a guest's landing and game", () => {
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
    await writeFile(path.join(root, 'first-paint.json'), JSON.stringify(DRAWN));
    app = await startHttpApp([], {
      distDir: root,
      instances: SITES.map((site) => ({ ...site, language: site.language as 'fi' | 'en', routers: [] })),
    });
  });

  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("given each site's landing, then its #root holds its own language's menu, marked with the site, the address and the visits it does not fit", async () => {
    const fi = await page('/fi/');
    const en = await page('/en/');
    const marks = (site: string) =>
      `data-site="${site}" data-first-paint="/${site}/" data-unless="wordgame_tokens referralCode"`;
    expect(rootOf(fi.body)).to.contain(`<div id="root" ${marks('fi')}>${MENU.fi}</div>`);
    expect(rootOf(en.body)).to.contain(`<div id="root" ${marks('en')}>${MENU.en}</div>`);
  });

  it("given a drawn lazy page, then it carries its drawing, links its page's styles and hands its page's scripts to the boot script", async () => {
    const { body } = await page('/en/game');
    expect(rootOf(body)).to.contain(
      `<div id="root" data-site="en" data-first-paint="/en/game" data-unless="wordgame_tokens wordgame_guest_id">${GAME}</div>`,
    );
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).to.contain('<link rel="stylesheet" crossorigin href="/assets/game-page-GGGG.css">');
    expect(head).not.to.contain('modulepreload');
    expect(body).to.contain('data-preload="/assets/game-page-GGGG.js /assets/modal-MMMM.js"');
  });

  it('given a page the build did not draw, or an address with a query, then #root is empty and nothing of a drawn page is named', async () => {
    // A query (a day, the demo, a campaign's tag) may change what the app draws first.
    for (const address of [
      '/fi/game',
      '/en/previous',
      '/fi/gdpr',
      '/en/game/',
      '/en/game?date=2026-11-20',
      '/en/?x=1',
    ]) {
      const { status, body } = await page(address);
      expect(status, address).to.equal(200);
      expect(body, address).to.contain('<div id="root"></div>');
      expect(body, address).not.to.contain('GGGG');
    }
  });

  it('given every page, then its one inline script follows #root, and the policy allows exactly that script', async () => {
    for (const address of ['/fi/', '/en/previous']) {
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
      await writeFile(file, JSON.stringify(DRAWN));
    }
    expect((await page('/en/')).body).to.contain(MENU.en);
  });
});
