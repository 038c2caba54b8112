import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { TEST_INDEX_HTML } from '../support/test-server';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// Issue 18: the build writes `.br` and `.gz` beside each text asset (web/build/precompress-plugin.ts), and
// the server sends the one the browser accepts as it is, never compressing an asset per request.

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `sana-${i}`))};\n`;
const ASSET = '/assets/app-5678.js';
// A file without siblings (an older build): the server's own compression still serves it.
const PLAIN_STYLE = `${'.word { color: red; }\n'.repeat(200)}`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as sent: fetch() would decode them, and the test is about what travels. */
function get(origin: string, pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const varyOf = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();

describe('API | Precompressed static assets', () => {
  let app: HttpAppHarness;
  let root: string;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wordgame-precompressed-'));
    const assets = path.join(root, 'assets');
    await mkdir(assets, { recursive: true });
    await writeFile(path.join(root, 'index.html'), TEST_INDEX_HTML);
    await writeFile(path.join(root, ASSET), SCRIPT);
    // At the build's settings, which on-the-fly compression does not use (brotli 11 against koa-compress's 4;
    // gzip 9, named in the gzip header): equal bytes show the file went out as built.
    await writeFile(path.join(root, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    await writeFile(path.join(root, `${ASSET}.gz`), gzipSync(SCRIPT, { level: 9 }));
    await writeFile(path.join(assets, 'plain-1234.css'), PLAIN_STYLE);
    app = await startHttpApp([], { distDir: root });
  });

  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('given a browser that accepts brotli, then the .br file is sent as built, typed as JavaScript', async () => {
    const answer = await get(app.origin, ASSET, 'gzip, deflate, br');
    expect(answer.status).to.equal(200);
    expect(answer.headers['content-encoding']).to.equal('br');
    expect(answer.headers['content-type']).to.match(/^(application|text)\/javascript/);
    expect(varyOf(answer)).to.contain('accept-encoding');
    expect(answer.headers['cache-control']).to.contain('immutable');
    expect(answer.body.equals(brotliCompressSync(SCRIPT))).to.equal(true);
    expect(brotliDecompressSync(answer.body).toString()).to.equal(SCRIPT);
  });

  it('given a browser that accepts gzip only, then the .gz file, decompressing to the asset', async () => {
    const answer = await get(app.origin, ASSET, 'gzip');
    expect(answer.headers['content-encoding']).to.equal('gzip');
    expect(answer.headers['content-type']).to.match(/^(application|text)\/javascript/);
    expect(varyOf(answer)).to.contain('accept-encoding');
    expect(answer.body.equals(gzipSync(SCRIPT, { level: 9 }))).to.equal(true);
    expect(gunzipSync(answer.body).toString()).to.equal(SCRIPT);
  });

  it('given a client that accepts neither, then the file itself, not compressed on the fly', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const answer = await get(app.origin, ASSET, acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).to.equal(undefined);
      expect(answer.body.toString(), acceptEncoding).to.equal(SCRIPT);
      expect(varyOf(answer), acceptEncoding).to.contain('accept-encoding');
    }
  });

  it('given a HEAD request, then the headers of the chosen file and no body', async () => {
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const req = request(
        `${app.origin}${ASSET}`,
        { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).to.equal(200);
    expect(answer.headers['content-encoding']).to.equal('br');
    expect(Number(answer.headers['content-length'])).to.equal(brotliCompressSync(SCRIPT).length);
  });

  it('given an asset built without siblings, then the server compresses it as before', async () => {
    const answer = await get(app.origin, '/assets/plain-1234.css', 'gzip');
    expect(answer.headers['content-encoding']).to.equal('gzip');
    expect(answer.headers['content-type']).to.match(/^text\/css/);
    expect(gunzipSync(answer.body).toString()).to.equal(PLAIN_STYLE);
  });
});
