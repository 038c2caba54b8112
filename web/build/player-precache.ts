import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Code only admins and game managers open: fetched on demand, never installed on every player's phone. */
const ADMIN_ONLY = /\/src\/features\/control-panel\//;

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/**
 * The files a player can need: the entry, everything it imports and every page it can open (each
 * language's texts included), with their styles and images. An on-demand import into the control panel is
 * not followed; what the control panel shares with the players' side is imported by that side too.
 */
export function playerFiles(bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string, onDemand: boolean) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || files.has(fileName)) return;
    if (onDemand && chunk.moduleIds.some((id) => ADMIN_ONLY.test(id))) return;
    files.add(fileName);
    for (const file of [...chunk.viteMetadata!.importedCss, ...chunk.viteMetadata!.importedAssets])
      files.add(file);
    for (const next of chunk.imports) visit(next, false);
    for (const next of chunk.dynamicImports) visit(next, true);
  };
  for (const output of Object.values(bundle))
    if (isChunk(output) && output.isEntry) visit(output.fileName, false);
  return files;
}

/**
 * What the service worker installs: `plugin` notes the players' files as the app's bundle is written,
 * `transform` (workbox's `manifestTransforms` step, run after the bundle) keeps only those and names them
 * from the site root: the worker lives at `/<site>/sw.js`, the assets at `/assets/` for every site.
 */
export function playerPrecache(): {
  plugin: Plugin;
  transform: (entries: PrecacheEntry[]) => Promise<{ manifest: PrecacheEntry[]; warnings: string[] }>;
} {
  let keep = new Set<string>();
  return {
    plugin: {
      name: 'player-precache',
      apply: 'build',
      generateBundle(_options, bundle) {
        keep = playerFiles(bundle);
      },
    },
    transform: async (entries) => ({
      manifest: entries
        .filter((entry) => keep.has(entry.url))
        .map((entry) => ({ ...entry, url: `/${entry.url}` })),
      warnings: [],
    }),
  };
}
