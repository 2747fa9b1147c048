import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SitemapRow } from '../../server/adapters/db/sitemap.repository';
import { siteRoutes } from '../../server/adapters/http/head/site-routes';
import {
  FIXED_PAGES,
  fileRange,
  SITEMAP_CHUNK,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGE,
  sitemapFile,
  sitemapFiles,
} from '../../server/adapters/http/head/sitemap';
import { publishArticle, saveDraft } from './helpers/articles.fixtures';
import { FREE_BOARD, QNA_BOARD, writePost } from './helpers/boards.fixtures';
import { builtDist, headOf, type PageDoc } from './helpers/page-doc';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const BASE = 'https://kickoff.example';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemap files at scale', () => {
  it('needs no count or offset: file n covers ids ((n-1)·chunk, n·chunk], each under the limit', () => {
    expect(SITEMAP_CHUNK + FIXED_PAGES.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(sitemapFiles(0, SITEMAP_CHUNK)).toBe(1);
    expect(sitemapFiles(SITEMAP_CHUNK, SITEMAP_CHUNK)).toBe(1);
    expect(sitemapFiles(SITEMAP_CHUNK + 1, SITEMAP_CHUNK)).toBe(2);
    expect(sitemapFiles(1_000_000, SITEMAP_CHUNK)).toBe(23);
    expect(fileRange(3, 10)).toEqual({ after: 20, upTo: 30 });
  });

  it('streams one file of a million-row table in short id windows, never reading past its range', async () => {
    // Every id published, as in a table of a million rows: the reader answers like the repository.
    const calls: { after: number; upTo: number }[] = [];
    const read = async (after: number, upTo: number): Promise<SitemapRow[]> => {
      calls.push({ after, upTo });
      const rows: SitemapRow[] = [];
      for (let id = after + 1; id <= Math.min(upTo, 1_000_000); id += 1)
        rows.push({ id, kind: 'article', lastmod: '2026-01-01T00:00:00Z' });
      return rows;
    };
    let urls = 0;
    for await (const part of sitemapFile(BASE, 2, SITEMAP_CHUNK, read))
      urls += part.split('<url>').length - 1;
    expect(urls).toBe(SITEMAP_CHUNK);
    expect(calls).toHaveLength(SITEMAP_CHUNK / SITEMAP_PAGE);
    expect(calls[0]).toEqual({ after: SITEMAP_CHUNK, upTo: SITEMAP_CHUNK + SITEMAP_PAGE });
    expect(calls.every((c) => c.upTo - c.after === SITEMAP_PAGE && c.upTo <= 2 * SITEMAP_CHUNK)).toBe(true);
    // The last file of a million ids stops at the last id; its windows past it read nothing.
    const last = sitemapFiles(1_000_000, SITEMAP_CHUNK);
    let lastUrls = 0;
    for await (const part of sitemapFile(BASE, last, SITEMAP_CHUNK, read))
      lastUrls += part.split('<url>').length - 1;
    expect(lastUrls).toBe(1_000_000 - (last - 1) * SITEMAP_CHUNK);
  });
});

describe.each(ENGINES)('sitemap, robots.txt, manifest and icons on %s', (engine) => {
  let t: TestApp;
  let editor: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine, config: { staticDir: builtDist(), publicUrl: BASE } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    editor = await t.signUp({ role: 'EDITOR', nickname: '박코치' });
    member = await t.signUp({ nickname: '질문하는부모' });
  });

  const page = async (path: string): Promise<PageDoc> => {
    const res = await t.request('GET', path);
    expect(res.status, path).toBe(200);
    return headOf(await res.text());
  };

  it('lists published articles and posts of both boards in the sitemap, never a draft', async () => {
    const article = await publishArticle(t, editor.token);
    const draft = await saveDraft(t, editor.token);
    const post = await writePost(t, FREE_BOARD, member.token);
    const question = await writePost(t, QNA_BOARD, member.token);
    const res = await t.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const loc of [
      `${BASE}/`,
      `${BASE}/board/home`,
      `${BASE}/article/${article}`,
      `${BASE}/board/post/${post}`,
      `${BASE}/board/qna/${question}`,
    ])
      expect(xml).toContain(`<loc>${loc}</loc>`);
    expect(xml).not.toContain(`/article/${draft}<`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    const gz = await t.request('GET', '/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(xml);
  });

  it('splits the sitemap into an index of id-range files past the chunk size', async () => {
    const paths = [`/article/${await publishArticle(t, editor.token)}`];
    paths.push(`/board/post/${await writePost(t, FREE_BOARD, member.token)}`);
    const draft = await saveDraft(t, editor.token);
    paths.push(`/board/qna/${await writePost(t, QNA_BOARD, member.token)}`);
    const last = await publishArticle(t, editor.token);
    paths.push(`/article/${last}`);
    const routes = siteRoutes(t.deps, { chunk: 2, pageSize: 1 });
    const index = await (await routes.request('/sitemap.xml')).text();
    const files = Math.ceil(last / 2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(index)).toEqual(Array.from({ length: files }, (_, i) => `${BASE}/sitemap-${i + 1}.xml`));
    const listed: string[] = [];
    for (let n = 1; n <= files; n += 1) {
      const res = await routes.request(`/sitemap-${n}.xml`);
      expect(res.status).toBe(200);
      const locs = locsOf(await res.text());
      expect(
        locs.filter((loc) => !FIXED_PAGES.some((path) => loc === `${BASE}${path}`)).length,
      ).toBeLessThanOrEqual(2);
      listed.push(...locs);
    }
    expect(listed).toEqual([...FIXED_PAGES, ...paths].map((path) => `${BASE}${path}`));
    expect(listed.some((loc) => loc.endsWith(`/${draft}`))).toBe(false);
    expect((await routes.request(`/sitemap-${files + 1}.xml`)).status).toBe(404);
  });

  it('serves robots.txt, the manifest with its icons, and the favicon', async () => {
    const robots = await t.request('GET', '/robots.txt');
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const text = await robots.text();
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Allow: /api/images/',
      'Disallow: /api/',
      'Disallow: /users/edit',
      'Disallow: /alarm',
      `Sitemap: ${BASE}/sitemap.xml`,
    ])
      expect(text.split('\n')).toContain(line);
    const etag = robots.headers.get('etag') ?? '';
    expect((await t.request('GET', '/robots.txt', { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const manifestRes = await t.request('GET', '/manifest.webmanifest');
    expect(manifestRes.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await manifestRes.json()) as {
      name: string;
      short_name: string;
      lang: string;
      icons: { src: string; type: string; sizes: string }[];
    };
    expect(manifest.short_name).toBe('킥오프');
    expect(manifest.name).toContain('킥오프');
    expect(manifest.lang).toBe('ko');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const home = await page('/');
    const links = [...home.links, ...manifest.icons.map((i) => i.src), '/og-image.png'];
    expect(home.links).toEqual(
      expect.arrayContaining([
        '/favicon.ico',
        '/favicon.svg',
        '/apple-touch-icon.png',
        '/manifest.webmanifest',
      ]),
    );
    for (const href of links) {
      const res = await t.request('GET', href);
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toMatch(/^(image\/|application\/manifest\+json)/);
    }
    const favicon = await t.request('GET', '/favicon.ico');
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
