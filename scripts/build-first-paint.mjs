// The first paint of each site's menu, drawn by the app itself at build time (web/prerender): the server
// sends it in the page, so a guest sees the menu before the app's code has arrived (issue 18).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The sites drawn: the server's default INSTANCES. A server that runs others sends its pages without. */
export const FIRST_PAINT_SITES = [
  { slug: 'fi', language: 'fi' },
  { slug: 'en', language: 'en' },
];

/** The file the server reads (adapters/http/web-app/first-paint.ts); the build leaves it beside index.html. */
const FIRST_PAINT_FILE = 'first-paint.json';

/**
 * Builds web/prerender for Node into a folder of its own, draws every site with it, writes
 * `<dist>/first-paint.json` and removes that folder. Answers false when a step failed (nothing written).
 */
export function buildFirstPaint(root, dist) {
  const nodeBuild = path.join(dist, '.first-paint-build');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  try {
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--config', 'web/vite.config.ts', '--ssr', 'prerender/first-paint.tsx'].concat([
        '--outDir',
        nodeBuild,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ]),
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

const drawScript = (nodeBuild) => `
  const { renderFirstPaint } = await import(${JSON.stringify(pathToFileURL(path.join(nodeBuild, 'first-paint.js')).href)});
  const sites = ${JSON.stringify(FIRST_PAINT_SITES)};
  const pages = {};
  for (const site of sites) pages[site.slug] = await renderFirstPaint(site, sites);
  process.stdout.write(JSON.stringify({ sites, pages }));
`;
