/** Cache Storage shared with the demo's service worker (demo-images.sw.js). */
const CACHE = 'kickoff-demo-images';
const WORKER = '/demo-images-sw.js';

/**
 * Starts the demo's image worker where the browser has one (a secure context: https or localhost). In
 * tests (no service workers) pictures are kept in memory only.
 */
export const startDemoImages = () => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(WORKER).catch((error: unknown) => {
    console.warn('demo images: no service worker', error);
  });
};

/** Keeps an uploaded picture where the worker answers its address from. */
export const keepDemoImage = (url: string, bytes: Uint8Array, contentType: string) => {
  if (typeof caches === 'undefined') return;
  void caches
    .open(CACHE)
    .then((cache) =>
      cache.put(
        url,
        new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': contentType } }),
      ),
    );
};
