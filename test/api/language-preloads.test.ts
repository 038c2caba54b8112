import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { keepOwnLanguagePreload } from '../../adapters/http/web-app/language-preloads';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// Issue 18: each language's texts are a chunk of their own. The build preloads them all in index.html
// (web/build/language-preload-plugin.ts); each page keeps its own language's only, and its boot script
// fetches them beside the app's code (adapters/http/web-app/app-boot.ts).

const FI_TEXTS = '<link rel="modulepreload" crossorigin href="/assets/fi-AAAA.js" data-language="fi">';
const EN_TEXTS = '<link rel="modulepreload" crossorigin href="/assets/en-BBBB.js" data-language="en">';
const APP_CODE = '<link rel="modulepreload" crossorigin href="/assets/react-CCCC.js">';
const BUILT_INDEX = `<!doctype html>
<html lang="fi">
  <head>
    <meta name="app-instance" content="" />
    <script type="module" crossorigin src="/assets/index-DDDD.js"></script>
    ${APP_CODE}
    ${FI_TEXTS}
    ${EN_TEXTS}
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('API | Each page preloads its own language texts only', () => {
  let app: HttpAppHarness;
  let root: string;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wordgame-preloads-'));
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), BUILT_INDEX);
    app = await startHttpApp([], {
      distDir: root,
      instances: [
        { slug: 'fi', language: 'fi', routers: [] },
        { slug: 'en', language: 'en', routers: [] },
      ],
    });
  });

  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('given the Finnish and the English site, then each page starts the app code with its own language', async () => {
    for (const [slug, own, other] of [
      ['fi', '/assets/fi-AAAA.js', '/assets/en-BBBB.js'],
      ['en', '/assets/en-BBBB.js', '/assets/fi-AAAA.js'],
    ] as const) {
      const page = await (await fetch(`${app.origin}/${slug}/previous`)).text();
      expect(page, slug).to.contain(
        `<script data-src="/assets/index-DDDD.js" data-preload="/assets/react-CCCC.js ${own}">`,
      );
      expect(page, slug).to.not.contain(other);
      expect(page, slug).to.not.match(/<link rel="modulepreload"|<script type="module"/);
    }
  });

  it('given a page without language preloads (an older build), then it is left as it is', () => {
    const page = BUILT_INDEX.replace(`    ${FI_TEXTS}\n`, '').replace(`    ${EN_TEXTS}\n`, '');
    expect(keepOwnLanguagePreload(page, 'fi')).to.equal(page);
  });
});
