#!/usr/bin/env node
// Builds the browser app only when its sources changed since the last build (a hash of them is kept beside
// the build). Used by `npm start` and by the browser tests; `node scripts/build-web.mjs` runs it alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFirstPaint } from './build-first-paint.mjs';
import { withLock } from './build-lock.mjs';
import { sourceHash } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const stampFile = path.join(dist, '.source-hash');
// Held while a build runs: parallel test workers and a start beside them build once, the others wait.
const lockDir = path.join(root, 'web', '.build-lock');
// Everything the browser bundle is made from: its own sources, the shared pure code, and the locked packages.
const inputs = ['web', 'domain', 'contracts', 'package-lock.json'];

/** The build's own output, its lock and installed packages are not its sources. */
const notSource = (entry, name) =>
  (entry === 'web' && (name.includes('dist') || name === '.build-lock')) || name === 'node_modules';

/**
 * Answers true when it built, false when the existing build was current; exits the process if the build
 * fails. Vite writes into a fresh folder that then takes the place of web/dist by two renames, so a server
 * running meanwhile never serves a half-emptied build (at worst, for an instant, the "not built" page).
 */
export function buildWebIfStale() {
  return withLock(lockDir, buildUnlessCurrent);
}

function buildUnlessCurrent() {
  const current = sourceHash(root, inputs, notSource);
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (built === current && existsSync(path.join(dist, 'index.html'))) {
    console.log('Web app is up to date; not rebuilding.');
    return false;
  }
  const started = Date.now();
  console.log('Building the web app (half a minute on a quiet 2-core machine, minutes on a busy one)…');
  const staging = path.join(root, 'web', `.dist-${process.pid}`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      staging,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
  if (!buildFirstPaint(root, staging)) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(1);
  }
  writeFileSync(path.join(staging, '.source-hash'), current);
  const previous = `${dist}.old-${process.pid}`;
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(staging, dist);
  rmSync(previous, { recursive: true, force: true });
  console.log(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildWebIfStale();
