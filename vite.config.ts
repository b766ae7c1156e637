import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGE_PATHS, pagePattern } from './core/pages.ts';
import { ALIASES } from './scripts/lib/aliases.ts';
import { compiledMessages } from './scripts/lib/messages-plugin.ts';
import { buildWorkerTexts } from './scripts/lib/worker-texts.ts';
import { renderAssetHeadersFile } from './worker/lib/security-headers.ts';

const root = path.resolve(import.meta.dirname, 'web');
const outDir = path.resolve(import.meta.dirname, 'dist');

/** Writes dist/_headers from the Worker's own header table, so assets carry the same policy. */
function assetHeaders(): Plugin {
  return {
    name: 'stella-asset-headers',
    apply: 'build',
    closeBundle() {
      writeFileSync(path.join(outDir, '_headers'), renderAssetHeadersFile());
    },
  };
}

/**
 * Builds the Worker's texts beside the app (decision 045): their strings into dist/_texts, which
 * the Worker reads through its assets, and their code into .cache/worker-texts.
 */
function workerTexts(): Plugin {
  return {
    name: 'stella-worker-texts',
    apply: 'build',
    async closeBundle() {
      await buildWorkerTexts(outDir);
    },
  };
}

export default defineConfig({
  root,
  resolve: { alias: ALIASES },
  publicDir: path.join(root, 'public'),
  plugins: [
    compiledMessages(),
    react(),
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false, // registered by web/features/pwa/service-worker.ts through workbox-window
      registerType: 'prompt', // a waiting worker shows "new version available" instead of reloading under the user
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png', 'icons/*.svg'],
      manifest: {
        id: '/',
        name: 'Stella: Astrology, Birth Charts & Horoscopes',
        short_name: 'Stella',
        description: 'Your birth chart from the real sky, daily horoscopes and compatibility.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1b1640',
        background_color: '#0f0c29',
        categories: ['lifestyle', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,txt}'],
        // The Worker's own texts (dist/_texts) are not the app's: never precached.
        globIgnores: ['_texts/**'],
        navigateFallback: '/index.html',
        // Offline, the app's own pages open from the cache; any other navigation (the API, the
        // auth entry points, an unknown path, which the Worker answers 404) goes to the network.
        navigateFallbackAllowlist: PAGE_PATHS.map((page) => pagePattern(page, { query: true })),
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [],
      },
    }),
    assetHeaders(),
    workerTexts(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
