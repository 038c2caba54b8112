import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildProgress, warningsOnly } from './build/build-progress-plugin';
import { languagePreloads } from './build/language-preload-plugin';
import { playerPrecache } from './build/player-precache';
import { precompressAssets } from './build/precompress-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';
const precache = playerPrecache();

// The app is written against React's API and runs on Preact's compatibility layer (issue 18: React and
// react-dom weighed about 70 kB gzip of the first download, Preact with the layer about 10). Every
// library's import of React resolves to it too, so one renderer runs. The preset gives Preact's JSX, its
// hot reload and devtools in development; the aliases are spelled out here (exact names), not left to it.
const preactAliases = Object.entries({
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // React's own shim for React 17 and older (react-i18next's); Preact has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
}).map(([name, replacement]) => ({ find: new RegExp(`^${name}$`), replacement }));

// The build of the first paint (web/prerender, run in Node by scripts/build-web.mjs): the app's own code on
// the same aliases, every package bundled in, so that no import reaches React itself.
const firstPaintBuild = defineConfig({
  root: webRoot,
  resolve: { alias: preactAliases },
  plugins: [preact({ reactAliasesEnabled: false }), buildProgress('first paint')],
  ssr: { noExternal: true },
  build: { minify: false, copyPublicDir: false },
});

// One build serves every instance: the server injects the instance into index.html and serves
// dist/assets at /assets, so asset URLs stay absolute and instance-independent (base '/').
const appBuild = defineConfig({
  root: webRoot,
  base: '/',
  resolve: { alias: preactAliases },
  plugins: [
    preact({ reactAliasesEnabled: false }),
    buildProgress('web app'),
    languagePreloads(),
    precompressAssets(),
    precache.plugin,
    // The service worker (web/service-worker/sw.ts) is built beside the app as dist/sw.js; the server
    // serves it and each site's manifest under the site's path, so each site installs as its own app.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,svg,woff2}'],
        manifestTransforms: [precache.transform],
        buildPlugins: { vite: [warningsOnly()] },
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: each chunk and what it imports, for the first-download budget's test.
    manifest: true,
    // Terser packs the first download about 4 kB gzip tighter than esbuild (issue 18); the build takes longer.
    // The targets (Safari 16 and alike) need no Safari 10 workarounds and take ES2020 syntax.
    minify: 'terser',
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 3 } },
  },
  server: {
    proxy: {
      '^/(fi|en)/api': { target: apiServer, changeOrigin: true },
      '/healthz': { target: apiServer, changeOrigin: true },
      // Uploaded images (news, logo) are served by the API server under /uploads/<slug>/.
      '/uploads': { target: apiServer, changeOrigin: true },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? firstPaintBuild : appBuild));
