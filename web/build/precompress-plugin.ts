import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest|map)$/;
/** The server's own threshold (koa-compress): smaller answers are not worth a second file. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest settings: the
 * server sends them as they are (koa-send picks the one the browser accepts), so no request pays for
 * compressing, and the files are smaller than on-the-fly compression makes them. index.html is left out:
 * the server writes the instance into it for every page.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.values(bundle).flatMap((output) => {
        // The manifest (.vite/) is for the build's tests, never served.
        if (!COMPRESSIBLE.test(output.fileName) || output.fileName.startsWith('.vite/')) return [];
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        return bytes.length < MIN_BYTES ? [] : [{ fileName: output.fileName, bytes }];
      });
      await Promise.all(
        files.map(async ({ fileName, bytes }) => {
          const target = path.join(outDir, fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
