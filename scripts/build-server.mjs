#!/usr/bin/env node
// Compiles the server into one JavaScript file, build/server.mjs, when its sources changed since the last
// build (a hash of them is kept beside it): production and `npm start` run compiled code, without a
// TypeScript compiler loaded in the process; tsx stays for development, tests and the command-line tools.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { sourceHash } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One folder below the root, as config/ is: the files the server finds from its own place (`../web/dist`,
// `../content/`) are where they are for the sources.
const outDir = path.join(root, 'build');
export const SERVER_BUNDLE = path.join(outDir, 'server.mjs');
/**
 * How node runs the compiled server (npm start, the image, the benchmarks): stack traces name the
 * TypeScript files and lines, and the young generation may grow to 32 MB a half instead of 16. Every
 * request leaves only short-lived objects behind; with the default size, collecting them took about a
 * third of the CPU of a hot read (today's puzzle 45 to 31 µs a request, /config 33 to 22, side by side on
 * one machine; 64 MB gave no more). The space grows only under load: an idle server's memory stays as it was.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];
/**
 * The environment node runs it in, beside those flags. glibc's allocator keeps a pool of memory per thread
 * that allocates (up to eight per CPU: the threads of libuv, V8 and the native modules); freed memory stays
 * in each. Two pools hold an idle server about 14 MB smaller (PostgreSQL mode, two sites: 123 to 109 MB,
 * three runs each side by side); the JavaScript heap is not allocated through them.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
const stampFile = path.join(outDir, '.server-source-hash');
const inputs = [
  'domain',
  'application',
  'adapters',
  'config',
  'contracts',
  'package-lock.json',
  'scripts/build-server.mjs',
];

const BUNDLED = new Set(['fp-ts', 'io-ts']);

function externalPackages() {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  );
  return Object.keys({ ...dependencies, ...devDependencies })
    .filter((name) => !BUNDLED.has(name))
    .flatMap((name) => [name, `${name}/*`]);
}

/** Answers true when it built, false when the existing build was current. */
export async function buildServerIfStale() {
  const current = sourceHash(root, inputs);
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (built === current && existsSync(SERVER_BUNDLE)) {
    console.log('Server is up to date; not rebuilding.');
    return false;
  }
  console.log('Building the server…');
  const result = await build({
    entryPoints: [path.join(root, 'config', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Installed packages are loaded from node_modules as they are: only our own code is compiled, and
    // fp-ts and io-ts, whose `fp-ts/Either`-style paths Node's own loader cannot resolve (no exports map).
    external: externalPackages(),
    // Stack traces in the logs name the TypeScript files and lines (node --enable-source-maps).
    sourcemap: 'linked',
    // Error and class names are read at run time (logs, error codes): minifying would rename them.
    keepNames: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  // Each file lands whole by a rename: a server starting meanwhile never loads half a bundle.
  for (const file of result.outputFiles) {
    const staging = `${file.path}.${process.pid}`;
    writeFileSync(staging, file.contents);
    renameSync(staging, file.path);
  }
  writeFileSync(stampFile, current);
  // esbuild's compiler runs as a child process kept for further builds: none will come, and the start
  // script must not carry it beside the server.
  await stop();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServerIfStale();
