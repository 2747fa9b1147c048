import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ROUTES } from '../../../../src/domain/paths';
import { HEAD_TEXT } from '../../../../src/domain/text/head';
import { sitemapRepository } from '../../db/sitemap.repository';
import { pickEncoding, sendText } from '../compress';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { publicBaseUrl } from '../public-url';
import { PRIVATE_ROUTES } from './page-route';
import { SITEMAP_CHUNK, sitemapFile, sitemapFiles, sitemapIndex } from './sitemap';

/** The brand colour and page background of src/ui/theme/tokens.ts (index.html's theme-color too). */
const THEME_COLOR = '#0b7a3b';
const BACKGROUND = '#ffffff';

const HOUR = 'public, max-age=3600';
const DAY = 'public, max-age=86400';
const XML = 'application/xml; charset=utf-8';

/** Where each private route starts: its pattern up to the first parameter (robots rules are prefixes). */
const privatePrefixes = (): string[] => [
  ...new Set([...PRIVATE_ROUTES].map((name) => ROUTES[name].split(':')[0] ?? ROUTES[name])),
];

export const robotsTxt = (base: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    // Pictures in link previews and image search come from the API's image route.
    'Allow: /api/images/',
    'Disallow: /api/',
    ...privatePrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');

export const webManifest = () => ({
  name: HEAD_TEXT.appName,
  short_name: HEAD_TEXT.appShortName,
  description: HEAD_TEXT.defaultDescription,
  lang: 'ko',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: BACKGROUND,
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
});

/** A text that never changes while the server runs: one ETag, and 304 for a client that has it. */
const fixedText = (text: string, type: string, cacheControl: string) => {
  const etag = `"${createHash('sha1').update(text).digest('base64url').slice(0, 20)}"`;
  return (c: Context) => {
    c.header('Cache-Control', cacheControl);
    c.header('ETag', etag);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return sendText(c, text, type);
  };
};

/** A generator of text as a response body: UTF-8, gzip-compressed as it streams when the client accepts it. */
const streamed = (c: Context, parts: AsyncIterator<string>) => {
  const body = new ReadableStream<BufferSource>({
    // One part per pull: the next window of rows is read only when the client has taken the last.
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(Buffer.from(next.value));
    },
    async cancel() {
      await parts.return?.();
    },
  });
  // A stream is compressed with gzip only (CompressionStream has no brotli), when the client takes gzip.
  const gzip = pickEncoding(c.req.header('Accept-Encoding')?.replace(/\bbr\b[^,]*/gi, '')) === 'gzip';
  const headers: Record<string, string> = {
    'Content-Type': XML,
    'Cache-Control': HOUR,
    Vary: 'Accept-Encoding',
  };
  if (!gzip) return c.body(body, 200, headers);
  return c.body(body.pipeThrough(new CompressionStream('gzip')), 200, {
    ...headers,
    'Content-Encoding': 'gzip',
  });
};

/**
 * /robots.txt, /sitemap.xml (with /sitemap-N.xml past SITEMAP_CHUNK ids) and /manifest.webmanifest:
 * answered whether or not the server serves the built app. The sitemap lists published articles and
 * posts of both boards, read in keyset pages by id (sitemap.ts), never all rows at once.
 */
export const siteRoutes = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  options: { chunk?: number; pageSize?: number } = {},
): Hono<AppEnv> => {
  const base = publicBaseUrl(deps.config);
  const chunk = options.chunk ?? SITEMAP_CHUNK;
  const store = sitemapRepository(deps.db);
  const app = new Hono<AppEnv>();

  app.get('/robots.txt', fixedText(robotsTxt(base), 'text/plain; charset=utf-8', DAY));
  app.get(
    '/manifest.webmanifest',
    fixedText(JSON.stringify(webManifest()), 'application/manifest+json; charset=utf-8', DAY),
  );
  app.get('/sitemap.xml', async (c) => {
    const files = sitemapFiles(await store.maxId(), chunk);
    if (files > 1) {
      c.header('Cache-Control', HOUR);
      return sendText(c, sitemapIndex(base, files), XML);
    }
    return streamed(c, sitemapFile(base, 1, chunk, store.published, options.pageSize));
  });
  app.get('/:file{sitemap-[1-9][0-9]{0,8}\\.xml}', async (c) => {
    const n = Number(c.req.param('file').slice('sitemap-'.length, -'.xml'.length));
    if (n > sitemapFiles(await store.maxId(), chunk)) return c.notFound();
    return streamed(c, sitemapFile(base, n, chunk, store.published, options.pageSize));
  });
  return app;
};
