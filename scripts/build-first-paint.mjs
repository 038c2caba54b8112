// The first paint of each site's menu, drawn by the app itself at build time (web/prerender): the server
// sends it in the page, so a guest sees the menu before the app's code has arrived (issue 18).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file the server reads (adapters/http/web-app/first-paint.ts); the build leaves it beside index.html. */
const FIRST_PAINT_FILE = 'first-paint.json';

/**
 * Builds web/prerender for Node into a folder of its own, draws every default site with it, writes
 * `<dist>/first-paint.json` and removes that folder. Answers false when a step failed (nothing written).
 */
export function buildFirstPaint(root, dist) {
  const nodeBuild = path.join(dist, '.first-paint-build');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  try {
    const ssr = ['--ssr', 'prerender/first-paint.tsx', '--outDir', nodeBuild, '--emptyOutDir'];
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--config', 'web/vite.config.ts', ...ssr, '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (built.status !== 0) return false;
    // Drawn in a process of its own: the app's globals (the first visit's window) never reach this one.
    const drawn = spawnSync(process.execPath, ['--input-type=module', '-e', drawScript(nodeBuild)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    if (drawn.status !== 0) return false;
    writeFileSync(path.join(dist, FIRST_PAINT_FILE), drawn.stdout);
    return true;
  } finally {
    rmSync(nodeBuild, { recursive: true, force: true });
  }
}

// The sites are the web app's default ones (web/src/lib/instance.ts, the server's default INSTANCES).
const drawScript = (nodeBuild) => {
  const module = pathToFileURL(path.join(nodeBuild, 'first-paint.js')).href;
  return `const { renderFirstPaints } = await import(${JSON.stringify(module)});
    process.stdout.write(JSON.stringify(await renderFirstPaints()));`;
};
