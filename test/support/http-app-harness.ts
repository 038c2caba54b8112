import type { Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { pino } from 'pino';
import { createHttpApp, type HttpAppOptions } from '../../adapters/http/app';
import { createAppServer } from '../../adapters/http/protocol-refusals';
import { TEST_INDEX_HTML } from './test-server';

export interface HttpAppHarness {
  /** Origin of the server, e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

/**
 * The HTTP adapter alone, with routers made for the test and a small fake build (index.html and one asset),
 * for behaviour of the edge that no real route shows yet.
 */
export async function startHttpApp(
  routers: Router[],
  options: Partial<HttpAppOptions> = {},
  identifyCaller?: Middleware,
  requestDeadlineMs?: number,
): Promise<HttpAppHarness> {
  // A package.json beside the build stands for every file a path traversal must never reach.
  const root = await mkdtemp(path.join(os.tmpdir(), 'wordgame-dist-'));
  await writeFile(path.join(root, 'package.json'), '{ "dependencies": { "secret": "1" } }');
  const distDir = path.join(root, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), TEST_INDEX_HTML);
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log("sanaryhmät")');
  const app = createHttpApp({
    instances: [{ slug: 'fi', language: 'fi', routers, identifyCaller }],
    distDir,
    logger: pino({ level: 'silent' }),
    https: false,
    trustProxy: false,
    checkReadiness: async () => ({ ready: true, checks: {} }),
    ...options,
  });
  const server: Server = createAppServer(app.callback(), requestDeadlineMs).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
