import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { COMPRESS_THRESHOLD, compressBuffer, pickEncoding } from './compress';
import type { PageResponder } from './head/page-responder';
import { type PageTemplate, pageTemplate } from './head/page-template';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Icons keep their names across builds; a day, then revalidated by ETag. */
const ICON = /^\/(favicon\.(ico|svg)|apple-touch-icon\.png|icon-[a-z0-9-]+\.png|og-image\.png)$/;
const DAY = 'public, max-age=86400';

type Entry = {
  key: string;
  body: Buffer;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** index.html read as the page template (null: it has no markers); parsed on first use. */
  template?: PageTemplate | null;
};

/**
 * The built browser app from `dir`: hashed files under /assets cached for a year, icons for a day,
 * everything else revalidated (ETag), and any other GET outside /api answered with index.html so client
 * routes such as /article/12 load the app. With `page`, index.html is a template (head/page-template.ts)
 * and each route gets its own head, shell and status from it. Compressible files are compressed once
 * (brotli 11 and gzip 9) and kept.
 */
/** A file's text by its path under `root` (an href of index.html), or null outside it or missing. */
const readInside = (root: string, href: string): string | null => {
  const file = resolve(join(root, href));
  if (!file.startsWith(root + sep)) return null;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

export const staticFiles = (
  dir: string,
  options: { preload?: boolean; page?: PageResponder } = {},
): MiddlewareHandler => {
  const root = resolve(dir);
  const cache = new Map<string, Entry>();

  const load = async (file: string): Promise<Entry | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${info.size}:${info.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.key === key) return cached;
    const body = await readFile(file);
    const ext = extname(file).toLowerCase();
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    const entry: Entry = { key, body, type: TYPES[ext] ?? 'application/octet-stream', etag };
    if (COMPRESSIBLE.has(ext) && body.byteLength >= COMPRESS_THRESHOLD) {
      [entry.br, entry.gzip] = await Promise.all([
        compressBuffer(body, 'br', true),
        compressBuffer(body, 'gzip', true),
      ]);
    }
    cache.set(file, entry);
    return entry;
  };

  if (options.preload) {
    // Compress everything once in the background at start, so the first visitor does not wait for brotli 11.
    void readdir(root, { recursive: true })
      .then(async (names) => {
        for (const name of names) await load(join(root, name));
      })
      .catch(() => undefined);
  }

  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || path === '/api' || path.startsWith('/api/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return next();
    }
    const file = resolve(join(root, decoded));
    // Dot-files and dot-folders (Vite's .vite/manifest.json) are the server's, never served.
    const inside = file.startsWith(root + sep) && !decoded.includes('\0') && !decoded.includes('/.');
    const index = join(root, 'index.html');
    let entry = inside && !decoded.endsWith('/') && file !== index ? await load(file) : null;
    let cacheControl = decoded.startsWith('/assets/') ? IMMUTABLE : ICON.test(decoded) ? DAY : REVALIDATE;
    if (!entry) {
      // Missing files with an extension are real 404s (an HTML page must never answer for a script).
      if (extname(decoded) !== '' && decoded !== '/index.html') return next();
      entry = await load(index);
      cacheControl = REVALIDATE;
      if (!entry) {
        return c.text('킥오프 화면이 아직 빌드되지 않았습니다. `npm run build`를 실행해 주세요.', 503);
      }
      if (options.page) {
        if (entry.template === undefined)
          entry.template = pageTemplate(entry.body.toString('utf8'), (href) => readInside(root, href));
        if (entry.template) return options.page(c, entry.template, decoded === '/index.html' ? '/' : decoded);
      }
    }
    c.header('Cache-Control', cacheControl);
    c.header('ETag', entry.etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === entry.etag) return c.body(null, 304);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const variant = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined;
    c.header('Content-Type', entry.type);
    if (variant && encoding) c.header('Content-Encoding', encoding);
    const body = variant ?? entry.body;
    c.header('Content-Length', String(body.byteLength));
    return method === 'HEAD' ? c.body(null, 200) : c.body(new Uint8Array(body), 200);
  };
};
