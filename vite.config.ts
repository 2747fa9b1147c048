import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { OFFLINE_CSS, offlinePageHtml } from './src/ui/app/offline-page';

/**
 * The demo build's service worker, at the root so its scope is the whole app: it serves the pictures a
 * reader uploads in the demo (src/adapters/fake/demo-images.sw.js). The real build has none.
 */
const demoImagesWorker = (): Plugin => ({
  name: 'kickoff-demo-images-worker',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'demo-images-sw.js',
      source: readFileSync('src/adapters/fake/demo-images.sw.js', 'utf8'),
    });
  },
});

/**
 * The real build's service worker at the root (/sw.js, scope /: push notifications and the offline
 * page, issue 27; src/adapters/browser/kickoff.sw.js) and the offline page it keeps. Registered only
 * when a member turns push on; the demo has its own.
 */
const siteWorker = (): Plugin => ({
  name: 'kickoff-site-worker',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'sw.js',
      source: readFileSync('src/adapters/browser/kickoff.sw.js', 'utf8'),
    });
    this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml() });
    this.emitFile({ type: 'asset', fileName: 'offline.css', source: OFFLINE_CSS });
  },
});

// The browser app. `--mode demo` builds the same app on the in-memory fake adapters (src/ui/main-demo.tsx).
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    wyw({
      include: ['src/ui/**/*.{ts,tsx}'],
      babelOptions: { presets: [] },
    }),
    ...(mode === 'demo' ? [demoImagesWorker()] : [siteWorker()]),
  ],
  resolve: {
    alias: [
      // @xstate/react and wouter import the React 17 shims; on React 19 the package's own non-shim
      // builds are the same hooks (React's useSyncExternalStore) without the fallback code.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  define: { 'import.meta.env.KICKOFF_DEMO': JSON.stringify(mode === 'demo') },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    // Current browsers support modulepreload natively (Chrome 66, Firefox 115, Safari 17); older
    // ones, without the polyfill, fetch a lazy chunk's imports when it runs instead of beforehand.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: mode === 'demo' ? 'demo.html' : 'index.html',
      output: {
        // Everything the entry imports statically (what / needs before it renders) goes into the
        // entry chunk instead of being spread over many small shared chunks, which compress worse
        // one by one. Lazy pages import what they share with it from there. package.json's
        // "sideEffects" (CSS and the entry files) lets unused barrel exports drop.
        //
        // What lazy chunks share of the app's own code (and XState, which every page's session
        // machines load) goes into one `shared` chunk instead of dozens of 1-3 KB ones: / loaded 44
        // scripts (42 modulepreload links the preload helper appended one by one, each a request on
        // a 150 ms round trip), now 13; Lighthouse medians of 3 under load: / perf 86 -> 96 (TBT 541
        // -> 193 ms), /article 84 -> 91, transfer 232 -> 217 KB. Libraries only some pages use
        // (the editor's) stay in their pages' chunks.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              test: /[\\/]src[\\/]|node_modules[\\/](xstate|@xstate)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
