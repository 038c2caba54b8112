// The first paint of each site's landing and game page as a new guest sees them, drawn by the app itself at
// build time (web/prerender): the server sends it in the page, so it shows before the app's code (issue 18).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
    const paints = withPageFiles(JSON.parse(drawn.stdout.toString()), manifest);
    writeFileSync(path.join(dist, FIRST_PAINT_FILE), JSON.stringify(paints));
    return true;
  } catch (error) {
    console.error(`The first paint was not drawn: ${error instanceof Error ? error.message : error}`);
    return false;
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

/**
 * Each drawn page of a lazy route with the files of its page's code that index.html does not already name:
 * its styles, which the page links so the drawing shows styled, and its scripts, which the page's boot
 * script fetches beside the app's.
 */
export function withPageFiles({ sites, pages }, manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const named = chunkFiles(manifest, entry);
  const pageFiles = (module) => {
    if (module === undefined) return { styles: [], scripts: [] };
    if (manifest[module] === undefined) throw new Error(`${module} is not a chunk of the build`);
    const files = chunkFiles(manifest, module);
    const own = (kind) => files[kind].filter((file) => !named[kind].includes(file));
    return { styles: own('styles'), scripts: own('scripts') };
  };
  const drawn = Object.fromEntries(
    Object.entries(pages).map(([slug, list]) => [
      slug,
      list.map(({ module, ...page }) => ({ ...page, ...pageFiles(module) })),
    ]),
  );
  return { sites, pages: drawn };
}

/** A chunk's script and styles and those of every chunk it imports, as addresses (the build's base is '/'). */
function chunkFiles(manifest, key, files = { styles: [], scripts: [] }, seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  files.scripts.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.styles.push(`/${css}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files, seen);
  return files;
}
