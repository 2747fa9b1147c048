// The demo build's service worker (emitted as /demo-images-sw.js by vite.config.ts in demo mode only).
// The demo host keeps uploaded pictures in the tab's memory under the server's /api/images/ addresses,
// which no server answers here; it also puts each into Cache Storage (demo-images.ts), and this worker
// answers those addresses from there, so an <img> shows the picture as it would on the real site.
const CACHE = 'kickoff-demo-images';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/images/')) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url.pathname))
      .then((found) => found ?? new Response(null, { status: 404 })),
  );
});
