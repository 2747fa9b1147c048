import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitions, matches, teams } from '../../server/adapters/db/schema';
import { runCompetitionsCommand } from '../../server/cli/competitions-command';
import { COMPETITION_IMPORT_TEXT as T } from '../../src/domain/text/competition-import';
import { OPERATOR_TEXT as O } from '../../src/domain/text/operator';
import { json } from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { uploadAs } from './helpers/youth.fixtures';

const dir = mkdtempSync(join(tmpdir(), 'kickoff-import-'));
const file = (name: string, content: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

const FEED = {
  cups: [
    {
      cupId: 'C-HB-2026',
      cupName: '제12회 한빛배 전국 유소년 축구대회',
      place: '경주 알천구장',
      playSDate: '2026-03-01',
      playEDate: '2026-03-05',
      uageGroup: 'U12',
    },
  ],
  leagues: [
    {
      leagueId: 'L-U15-SEOUL',
      leagueName: '2026 전국 중등 축구리그 서울권',
      place: '서울권',
      playSDate: '2026-03-07',
      playEDate: '2026-10-31',
      uageGroup: 'U15',
    },
  ],
  matches: [
    {
      matchId: 'M1',
      matchDate: '2026-03-01 10:00',
      matchStatus: '종료',
      homeTeam: '서울 한빛초',
      awayTeam: '부산 바다초',
      homeScore: 2,
      awayScore: 2,
      homePk: 4,
      awayPk: 3,
      cupId: 'C-HB-2026',
      round: '결승',
      uageGroup: 'U12',
      homeTeamEmblem: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    },
    {
      matchId: 'M2',
      matchDate: '2026-03-07 14:00',
      matchStatus: '예정',
      homeTeam: '서울 누리중',
      awayTeam: '경기 하늘중',
      homeScore: null,
      awayScore: null,
      leagueId: 'L-U15-SEOUL',
      round: '1라운드',
      uageGroup: 'U15',
    },
  ],
};

const CSV_HEADER =
  'matchId,matchDate,matchStatus,homeTeam,awayTeam,homeScore,awayScore,homePk,awayPk,cupId,round,uageGroup';

describe.each(ENGINES)('competition import on %s', (engine) => {
  let t: TestApp;
  const run = (...args: string[]) =>
    runCompetitionsCommand({ db: t.db, config: t.deps.config, logger: t.deps.logger }, args);
  const rowCounts = async () => ({
    competitions: (await t.db.select({ n: count() }).from(competitions))[0]?.n,
    teams: (await t.db.select({ n: count() }).from(teams))[0]?.n,
    matches: (await t.db.select({ n: count() }).from(matches))[0]?.n,
  });

  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('imports JSON in the feed’s field names, and a second time changes nothing', async () => {
    const path = file('feed.json', JSON.stringify(FEED, null, 2));
    const first = await run('import', path);
    expect(first).toEqual({
      code: 0,
      output: [
        O.competitions.imported,
        '대회·리그: 새로 2건, 바뀜 0건, 그대로 0건',
        '팀: 새로 4건, 바뀜 0건, 그대로 0건',
        '경기: 새로 2건, 바뀜 0건, 그대로 0건',
      ].join('\n'),
    });
    const again = await run('import', path);
    expect(again.output).toContain('대회·리그: 새로 0건, 바뀜 0건, 그대로 2건');
    expect(again.output).toContain('팀: 새로 0건, 바뀜 0건, 그대로 4건');
    expect(again.output).toContain('경기: 새로 0건, 바뀜 0건, 그대로 2건');
    expect(await rowCounts()).toEqual({ competitions: 2, teams: 4, matches: 2 });
    const [final] = await t.db.select().from(matches).where(eq(matches.sourceKey, 'CUP:U12:C-HB-2026#M1'));
    expect(final).toMatchObject({ matchDay: '2026-03-01', matchTime: '10:00', homePk: 4, awayPk: 3 });
  });

  it('updates a re-imported match in place: the score arrives later', async () => {
    await run('import', file('first.json', JSON.stringify(FEED)));
    const played = {
      ...FEED,
      matches: [FEED.matches[0], { ...FEED.matches[1], matchStatus: '종료', homeScore: 1, awayScore: 0 }],
    };
    const second = await run('import', file('second.json', JSON.stringify(played)));
    expect(second.output).toContain('경기: 새로 0건, 바뀜 1건, 그대로 1건');
    const rows = await t.db.select().from(matches).orderBy(asc(matches.id));
    expect(rows.map((r) => [r.status, r.homeScore])).toEqual([
      ['종료', 2],
      ['종료', 1],
    ]);
  });

  it('imports CSV with a byte order mark, CRLF line ends and Korean text', async () => {
    await run('import', file('cups.json', JSON.stringify({ cups: FEED.cups })));
    const csv = `\uFEFF${CSV_HEADER}\r\nM7,2026.03.02 09:30,종료,"서울 한빛초","대구 달구벌FC",3,1,,,C-HB-2026,A조 1차전,U-12\r\n\r\nM8,2026-03-02,예정,경기 다온FC,광주 빛고을초,,,,,C-HB-2026,A조 1차전,u12\r\n`;
    const result = await run('import', file('matches.csv', csv));
    expect(result.code).toBe(0);
    expect(result.output).toContain('경기: 새로 2건');
    const rows = await t.db.select().from(matches).orderBy(asc(matches.id));
    expect(rows.map((r) => [r.matchDay, r.matchTime, r.round, r.homeScore])).toEqual([
      ['2026-03-02', '09:30', 'A조 1차전', 3],
      ['2026-03-02', null, 'A조 1차전', null],
    ]);
    const names = (await t.db.select({ name: teams.name }).from(teams)).map((r) => r.name).sort();
    expect(names).toEqual(['경기 다온FC', '광주 빛고을초', '대구 달구벌FC', '서울 한빛초']);
  });

  it('imports nothing from a file with one bad row, and names that row', async () => {
    const csv = [
      CSV_HEADER,
      'M1,2026-03-02 09:30,종료,서울 한빛초,대구 달구벌FC,3,1,,,C-HB-2026,A조,U12',
      'M2,2026-03-02 11:30,종료,경기 다온FC,광주 빛고을초,,1,,,C-HB-2026,A조,U12',
      'M3,2026-03-02 14:00,예정,인천 해누리초,부산 바다초,,,,,C-HB-2026,A조,U12',
    ].join('\n');
    const withCup = `cupId,cupName,playSDate,playEDate,uageGroup\nC-HB-2026,한빛배,2026-03-01,2026-03-05,U12\n`;
    // The cup is in another file that was never imported: every match is also unresolved.
    const result = await run('import', file('bad.csv', csv));
    expect(result.code).toBe(1);
    expect(result.output.split('\n')[0]).toMatch(/^\d+개 줄에 문제가 있어 아무것도 가져오지 않았습니다\.$/);
    expect(result.output).toContain(`3번째 줄 homeScore: ${T.scoreRequired}`);
    expect(result.output).toContain(`2번째 줄 cupId: ${T.unknownCompetition}`);
    expect(await rowCounts()).toEqual({ competitions: 0, teams: 0, matches: 0 });
    await run('import', file('cup.csv', withCup));
    const again = await run('import', file('bad.csv', csv));
    expect(again.output.split('\n')).toEqual([
      O.competitions.rejectedRows(1),
      `  3번째 줄 homeScore: ${T.scoreRequired}`,
    ]);
    expect(await rowCounts()).toEqual({ competitions: 1, teams: 0, matches: 0 });
  });

  it('reports unreadable files and usage', async () => {
    expect(await run('import', file('broken.json', '{"cups": [\n{"cupId": }]}'))).toMatchObject({
      code: 1,
      output: expect.stringContaining(
        `${O.competitions.fileNotRead}\n  2번째 줄 file: ${T.badJson('').split('(')[0]}`,
      ),
    });
    const missing = await run('import', join(dir, 'missing.csv'));
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(/^.*missing\.csv 파일을 읽을 수 없습니다 \(.+\)\.$/);
    expect(await run('fetch')).toEqual({
      code: 2,
      output: `${O.competitions.noUrl}\n${O.competitions.usage}`,
    });
    expect(await run()).toEqual({ code: 2, output: O.competitions.usage });
  });

  it('answers an ADMIN upload with the rejected rows, field by line', async () => {
    const admin = await t.signUp({ role: 'ADMIN' });
    const csv = `cupId,cupName,playSDate,playEDate,uageGroup\nC1,한빛배,2026-03-01,2026-02-01,U12\nC2,금석배,2026-03-01,2026-03-02,U10\n`;
    const res = await uploadAs(t, admin.token, csv, 'cups.csv');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: 'Invalid Competition File',
      detailedMessage: O.competitions.rejectedRows(2),
      errors: [
        { field: 'line 2: playEDate', reason: T.endBeforeStart },
        { field: 'line 3: uageGroup', reason: T.invalidAgeGroup },
      ],
    });
    expect(await rowCounts()).toEqual({ competitions: 0, teams: 0, matches: 0 });
    const ok = await uploadAs(t, admin.token, new TextEncoder().encode(JSON.stringify(FEED)), 'feed.json');
    expect(ok.status).toBe(200);
  });

  describe('the competition feed (COMPETITION_FEED_URL)', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/youth.csv')
          res
            .writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' })
            .end(
              `cupId,cupName,place,playSDate,playEDate,uageGroup\r\nC-FEED,피드배,서울,2026-04-01,2026-04-03,U14\r\n`,
            );
        else if (req.url === '/bad.json')
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"cups": [{"cupId": "X"}]}');
        else res.writeHead(500).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('is fetched and imported like a file, and a rejected or failing one imports nothing', async () => {
      const ok = await runCompetitionsCommand(
        {
          db: t.db,
          config: { ...t.deps.config, competitionFeedUrl: `${base}/youth.csv` },
          logger: t.deps.logger,
        },
        ['fetch'],
      );
      expect(ok).toEqual({
        code: 0,
        output: [
          O.competitions.imported,
          '대회·리그: 새로 1건, 바뀜 0건, 그대로 0건',
          '팀: 새로 0건, 바뀜 0건, 그대로 0건',
          '경기: 새로 0건, 바뀜 0건, 그대로 0건',
        ].join('\n'),
      });
      const bad = await run('fetch', `${base}/bad.json`);
      expect(bad.code).toBe(1);
      expect(bad.output).toContain(`1번째 줄 cupName: ${T.required}`);
      const down = await run('fetch', `${base}/down.csv`);
      expect(down).toEqual({
        code: 1,
        output: `${O.competitions.rejectedRows(1)}\n  url: ${O.fetch.status(500)}`,
      });
      expect(await rowCounts()).toEqual({ competitions: 1, teams: 0, matches: 0 });
    });
  });

  describe('emblems from the web', () => {
    let server: Server;
    let base = '';
    let hits = 0;
    beforeAll(async () => {
      const png = await sharp({
        create: { width: 24, height: 24, channels: 3, background: { r: 200, g: 30, b: 40 } },
      })
        .png()
        .toBuffer();
      server = createServer((req, res) => {
        hits += 1;
        if (req.url === '/emblem.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('are copied into the image store once, and a missing one leaves no emblem', async () => {
      hits = 0;
      const feed = {
        ...FEED,
        matches: [
          { ...FEED.matches[0], homeTeamEmblem: `${base}/emblem.png`, awayTeamEmblem: `${base}/missing.png` },
        ],
      };
      const path = file('emblems.json', JSON.stringify(feed));
      expect((await run('import', path)).code).toBe(0);
      const stored = await t.db.select().from(teams).orderBy(asc(teams.name));
      expect(
        stored.map((x) => [x.name, x.emblemSource?.startsWith(base), x.emblemUrl?.slice(0, 12) ?? null]),
      ).toEqual([
        ['부산 바다초', true, null],
        ['서울 한빛초', true, '/api/images/'],
      ]);
      const image = await t.request('GET', stored[1]?.emblemUrl as string);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const before = hits;
      await run('import', path);
      // The stored copy is kept; only the missing emblem is tried again.
      expect(hits - before).toBe(1);
    });
  });
});
