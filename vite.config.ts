import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Chunks whose functions nearly all run the moment they are shown: the map draws every layer at
 * once. The magic comment asks V8 to compile the whole chunk as it loads (on a background thread
 * for a streamed module) instead of compiling each function on its first call, in the middle of
 * the first render (https://v8.dev/blog/explicit-compile-hints). Other engines ignore it. The
 * desk's chunk was tried too: games opened slower with it.
 */
const EAGER_CHUNKS = ['src/ui/map/prepare.ts'];

function compileHints(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Once the chunks are written, when nothing more is added to their start: the comment must come first.
    writeBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && EAGER_CHUNKS.some((m) => chunk.facadeModuleId?.endsWith(m))) {
          const file = resolve(outDir, chunk.fileName);
          writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
        }
      }
    },
  };
}

export default defineConfig({
  build: {
    target: 'es2022',
    // The engine worker and scenario data are their own chunks; keep the entry lean.
    // The page's own start is preloaded from index.html. A chunk loaded later (a screen, a game) is
    // not: adding its preload links to the page took the main thread longer than fetching its few
    // imports in turn from the service worker's cache.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rollupOptions: {
      output: {
        // A game's views are named after its folder, as its rules are: a game's chunks tell which game they are.
        chunkFileNames: (chunk) => {
          const game = /\/src\/games\/([\w-]+)\/views\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return game ? `assets/${game}-views-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: true },
  plugins: [
    compileHints(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/favicon-48.png'],
      manifest: {
        name: 'Adjutant — combat assistant',
        short_name: 'Adjutant',
        description: 'Resolves Civil War wargame combats at the table: odds, modifiers, dice, tables and the chance of every outcome, offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#24324a',
        background_color: '#f4f1ea',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A game or backup file opened from the device's files, or shared from another app, opens in
        // Adjutant (src/ui/incoming-files.ts); the service worker takes the share's POST (public/share-target.js).
        file_handlers: [{ action: '/', accept: { 'application/json': ['.json'] } }],
        share_target: {
          action: '/share',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'file', accept: ['application/json', '.json'] }] },
        },
      },
      workbox: {
        // Everything the app needs: the shell, every chunk (engine worker and scenario data included).
        globPatterns: ['**/*.{js,css,html,svg,json}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // Before the worker's own routes: the share target's POST, which no route of the precache takes.
        importScripts: ['share-target.js'],
      },
    }),
  ],
});
