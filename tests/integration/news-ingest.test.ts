import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { Effect } from 'effect';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsRepository } from '../../server/adapters/db/news.repository';
import { newsItems } from '../../server/adapters/db/schema';
import { feedReader, FEED_MAX_BYTES } from '../../server/adapters/feeds/feed-reader';
import { pageImages } from '../../server/adapters/feeds/page-images';
import { remoteImages } from '../../server/adapters/feeds/remote-images';
import { outboundUserAgent } from '../../server/adapters/feeds/user-agent';
import { createLogger } from '../../server/adapters/log/logger';
import { localImageStore } from '../../server/adapters/storage/local-image-store';
import { sharpImageProcessor } from '../../server/adapters/storage/sharp-image-processor';
import { type IngestDeps, ingestNews } from '../../server/application/news/ingest-news.use-case';
import { runNewsCommand } from '../../server/cli/news-command';
import { OPERATOR_TEXT as O } from '../../src/domain/text/operator';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

/** The Korean reason for a feed that is not well-formed XML (its line and the validator's words follow). */
const MALFORMED = /\d+번째 줄의 XML 형식이 올바르지 않습니다 \(/;

const NOW = new Date('2026-03-04T03:00:00Z');
const PUBLIC_URL = 'https://kickoff.example';
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** A local feed server: each path answers as the test needs, and remembers who asked. */
const startFeedServer = async () => {
  const png = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const agents: string[] = [];
  const hanging = new Set<ServerResponse>();
  let base = '';
  const rss = (items: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>유소년축구신문</title><link>${base}/</link>${items}</channel></rss>`;
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/rss.xml': (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }).end(
        rss(`
          <item><title>새싹기 초등 축구대회 개막</title><link>${base}/news/1?utm_source=rss</link>
            <pubDate>Tue, 03 Mar 2026 09:00:00 +0900</pubDate>
            <enclosure url="${base}/img/1.png" type="image/png" length="100"/></item>
          <item><title>금석배 조별리그 첫날 이변</title><link>${base}/news/2</link>
            <pubDate>Tue, 03 Mar 2026 08:00:00 +0900</pubDate></item>
          <item><title>미래에서 온 기사</title><link>${base}/news/3</link>
            <pubDate>Fri, 01 Jan 2027 00:00:00 +0900</pubDate></item>`),
      ),
    '/atom.xml': (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/atom+xml' }).end(
        `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
          <title>풋볼키즈</title><id>urn:kids</id><updated>2026-03-03T00:00:00Z</updated>
          <entry><title>U12 상비군 소집 명단 발표</title><id>urn:kids:1</id><link href="${base}/kids/1"/>
            <updated>2026-03-02T01:00:00Z</updated><media:thumbnail url="${base}/img/2.png"/></entry>
        </feed>`,
      ),
    // The same stories again: one link with other tracking, one headline with other punctuation.
    '/dupes.xml': (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(
        rss(`
          <item><title>새싹기 초등 축구대회 개막!</title><link>${base}/elsewhere/1</link></item>
          <item><title>완전히 다른 제목</title><link>${base}/news/2?fbclid=abc#comments</link></item>
          <item><title>백운기 8강 대진 확정</title><link>${base}/news/4</link></item>
          <item><title>백운기 8강 대진 확정</title><link>${base}/news/5</link></item>`),
      ),
    '/broken.xml': (_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'application/rss+xml' })
        .end(
          `<rss version="2.0"><channel><title>깨진 피드</title><item><title>닫히지 않은 항목</title></channel></rss>`,
        ),
    '/hang.xml': (_req, res) => {
      // Headers, then silence: only the reader's deadline ends it.
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      res.write('<rss version="2.0"><channel>');
      hanging.add(res);
    },
    '/huge.xml': (_req, res) => {
      // No Content-Length: the cap has to be enforced while the body streams.
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      res.write(`<rss version="2.0"><channel><title>큰 피드</title>`);
      const item = `<item><title>${'가'.repeat(200)}</title><link>${base}/x</link></item>`;
      let sent = 0;
      const push = () => {
        while (sent < FEED_MAX_BYTES + 64 * 1024) {
          sent += Buffer.byteLength(item);
          if (!res.write(item)) return void res.once('drain', push);
        }
        res.end('</channel></rss>');
      };
      push();
    },
    '/news/2': (_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(`<html><head><meta property="og:image" content="/img/og.png"></head><body></body></html>`),
    '/img/1.png': (_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(png),
    '/img/2.png': (_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(png),
    '/img/og.png': (_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(png),
  };
  const server: Server = createServer((req, res) => {
    agents.push(String(req.headers['user-agent']));
    const route = routes[(req.url ?? '').split('?')[0] as string];
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    agents,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

describe.each(ENGINES)('news ingestion on %s', (engine) => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  const userAgent = outboundUserAgent(PUBLIC_URL);
  const depsWith = (timeoutMs: number): IngestDeps => ({
    repo: newsRepository(t.db),
    feeds: feedReader({ userAgent, timeoutMs }),
    pages: pageImages({ userAgent }),
    images: remoteImages({
      processor: sharpImageProcessor(),
      store: localImageStore(mkdtempSync(join(tmpdir(), 'kickoff-news-images-')), undefined),
      logger: createLogger('silent'),
      fetch: { userAgent },
    }),
  });
  const stored = () => t.db.select().from(newsItems).orderBy(asc(newsItems.id));

  beforeAll(async () => {
    t = await createTestApp({ engine, config: { publicUrl: PUBLIC_URL } });
    feeds = await startFeedServer();
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });
  beforeEach(() => t.reset());

  it('reads RSS and Atom, keeps one item per story, and skips failing feeds without stopping', async () => {
    const url = (path: string) => `${feeds.base}${path}`;
    const started = Date.now();
    const result = await Effect.runPromise(
      ingestNews(
        depsWith(800),
        ['/rss.xml', '/broken.xml', '/hang.xml', '/huge.xml', '/missing.xml', '/atom.xml', '/dupes.xml'].map(
          url,
        ),
        NOW,
      ),
    );
    // The hanging feed costs its deadline, not the default ten seconds.
    expect(Date.now() - started).toBeLessThan(8000);
    expect(result.feeds).toEqual([
      { url: url('/rss.xml'), ok: true, entries: 3 },
      { url: url('/broken.xml'), ok: false, reason: expect.stringMatching(MALFORMED) },
      { url: url('/hang.xml'), ok: false, reason: O.fetch.timedOut(800) },
      { url: url('/huge.xml'), ok: false, reason: O.fetch.tooLarge(FEED_MAX_BYTES) },
      { url: url('/missing.xml'), ok: false, reason: O.fetch.status(404) },
      { url: url('/atom.xml'), ok: true, entries: 1 },
      { url: url('/dupes.xml'), ok: true, entries: 4 },
    ]);
    const rows = await stored();
    expect(rows.map((r) => [r.title, r.source])).toEqual([
      ['새싹기 초등 축구대회 개막', '유소년축구신문'],
      ['금석배 조별리그 첫날 이변', '유소년축구신문'],
      ['미래에서 온 기사', '유소년축구신문'],
      ['U12 상비군 소집 명단 발표', '풋볼키즈'],
      ['백운기 8강 대진 확정', '유소년축구신문'],
    ]);
    expect(result.added).toBe(5);
    // Pictures: enclosure, og:image of the article page, media:thumbnail, none; all served by us.
    expect(rows.map((r) => r.imageUrl?.startsWith('/api/images/') ?? null)).toEqual([
      true,
      true,
      null,
      true,
      null,
    ]);
    expect(rows[0]?.publishedAt.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    // A publication time in the future is taken as the time of the fetch.
    expect(rows[2]?.publishedAt.toISOString()).toBe(NOW.toISOString());
    expect(new Set(feeds.agents)).toEqual(new Set([`Kickoff/${VERSION} (+https://kickoff.example)`]));
  });

  it('adds nothing when the same feeds are fetched again', async () => {
    const urls = ['/rss.xml', '/atom.xml', '/dupes.xml'].map((p) => `${feeds.base}${p}`);
    await Effect.runPromise(ingestNews(depsWith(2000), urls, NOW));
    const again = await Effect.runPromise(ingestNews(depsWith(2000), urls, NOW));
    expect(again.added).toBe(0);
    expect(await stored()).toHaveLength(5);
  });

  it('serves what it stored through the news API, newest first', async () => {
    await Effect.runPromise(
      ingestNews(depsWith(2000), [`${feeds.base}/rss.xml`, `${feeds.base}/atom.xml`], NOW),
    );
    const res = await t.request('GET', '/api/youth/news?page=0');
    const body = (await res.json()) as { data: { title: string; contentUrl: string }[]; sliceInfo: unknown };
    expect(body.data.map((n) => n.title)).toEqual([
      '미래에서 온 기사',
      '새싹기 초등 축구대회 개막',
      '금석배 조별리그 첫날 이변',
      'U12 상비군 소집 명단 발표',
    ]);
    expect(body.data[1]?.contentUrl).toBe(`${feeds.base}/news/1?utm_source=rss`);
    expect(body.sliceInfo).toEqual({ hasNext: false, nextCursor: null });
  });

  it('runs from the command, logging each feed it skipped', async () => {
    const warnings: unknown[] = [];
    const logger = createLogger('silent');
    const watching = { ...logger, warn: (obj: unknown) => void warnings.push(obj) } as typeof logger;
    const result = await runNewsCommand(
      { db: t.db, config: t.deps.config, logger: watching },
      ['fetch', `${feeds.base}/rss.xml`, `${feeds.base}/broken.xml`],
      NOW,
    );
    expect(result.code).toBe(0);
    const [added, read, skipped, ...rest] = result.output.split('\n');
    expect([added, read, rest]).toEqual([O.news.added(3), O.news.feedRead(`${feeds.base}/rss.xml`, 3), []]);
    expect(skipped).toMatch(new RegExp(`^  건너뜀  ${feeds.base}/broken\\.xml: ${MALFORMED.source}`));
    expect(warnings).toEqual([
      { feed: `${feeds.base}/broken.xml`, reason: expect.stringMatching(MALFORMED) },
    ]);
    expect(await runNewsCommand({ db: t.db, config: t.deps.config, logger }, ['fetch'])).toEqual({
      code: 2,
      output: `${O.news.noFeeds}\n${O.news.usage}`,
    });
    expect(await runNewsCommand({ db: t.db, config: t.deps.config, logger }, [])).toEqual({
      code: 2,
      output: O.news.usage,
    });
  });
});
