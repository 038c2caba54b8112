import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { languagePreloads } from './build/language-preload-plugin';
import { precompressAssets } from './build/precompress-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';

// One build serves every instance: the server injects the instance into index.html and serves
// dist/assets at /assets, so asset URLs stay absolute and instance-independent (base '/').
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), languagePreloads(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: each chunk and what it imports, for the first-download budget's test.
    manifest: true,
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
