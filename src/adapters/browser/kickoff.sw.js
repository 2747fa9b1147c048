// The site's service worker (issue 27), emitted as /sw.js by vite.config.ts in the real build. It is
// registered only when a member turns push on (src/adapters/browser/browser-push-api.ts). It shows
// each push as a notification and opens its link on a click, and it answers a page request with the
// offline page when the network is gone. It caches nothing else: every page and API answer comes from
// the network as before.
const CACHE = 'kickoff-offline-v1';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.css', '/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('kickoff-offline-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (OFFLINE_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname)));
    return;
  }
  if (request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page ?? Response.error())),
  );
});

/** What the server pushes: { title, body, link, type } (server/application/notifications/push.use-case.ts). */
const readPush = (event) => {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string' && typeof data.body === 'string') return data;
  } catch {
    // Not JSON: nothing the server sends.
  }
  return null;
};

/** Only a path of this site is opened on a click. */
const safeLink = (link) =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';

self.addEventListener('push', (event) => {
  const data = readPush(event);
  if (!data) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      lang: 'ko',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link: safeLink(data.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safeLink(event.notification.data?.link), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w ?? open).navigate(target));
      return self.clients.openWindow(target);
    }),
  );
});
