import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { keepOwnLanguagePreload } from '../../adapters/http/web-app/language-preloads';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// Issue 18: each language's texts are a chunk of their own. The build preloads them all in index.html
// (web/build/language-preload-plugin.ts); each page keeps its own language's only.

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

  it('given the Finnish and the English site, then each page preloads its language and the app code', async () => {
    for (const [slug, own, other] of [
      ['fi', FI_TEXTS, EN_TEXTS],
      ['en', EN_TEXTS, FI_TEXTS],
    ] as const) {
      const page = await (await fetch(`${app.origin}/${slug}/previous`)).text();
      expect(page, slug).to.contain(own);
      expect(page, slug).to.not.contain(other);
      expect(page, slug).to.contain(APP_CODE);
      expect(page, slug).to.contain('src="/assets/index-DDDD.js"');
    }
  });

  it('given a page without language preloads (an older build), then it is left as it is', () => {
    const page = BUILT_INDEX.replace(`    ${FI_TEXTS}\n`, '').replace(`    ${EN_TEXTS}\n`, '');
    expect(keepOwnLanguagePreload(page, 'fi')).to.equal(page);
  });
});
