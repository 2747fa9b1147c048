import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/adapters/db/client';
import { users } from '../../server/adapters/db/schema';
import { newUserColumns } from '../../server/adapters/memory/memory-accounts';
import { jwtService } from '../../server/adapters/security/jwt';
import { STREAMS_PER_USER } from '../../server/config';
import { type StartedChild, startChild, stopChild } from './processes';
import { machine } from './report';
import { markedBlocks } from './scale-section';
import type { ClientCommand, ClientReply, StreamUser } from './stream-client';

/**
 * `npm run bench -- --streams` (issue 25): the product's notification stream against a bare node:http
 * SSE server (tests/bench/bare-sse-server.ts) in the same run, each a process of its own, each driven
 * by a client process of its own (tests/bench/stream-client.ts; client and server each need a file
 * descriptor per stream), in alternating rounds. For each: its idle RSS, the time to open N streams
 * (ten per user, as many users as that takes, 256 opening at once), its RSS with them open, the p99
 * of a targeted event (one user's ten streams, until all have it: the bare server's publish, the
 * product's follow of that user by another), the time to answer a request right after all N closed
 * at once, and how soon its RSS is back within 25% of idle (polled for a minute). Writes the `streams` section of
 * docs/benchmarks.md. BENCH_STREAMS sets N (default 19,000 when the file-descriptor limit allows).
 */
const PER_USER = STREAMS_PER_USER;
const SAMPLES = Number(process.env.BENCH_STREAM_SAMPLES ?? 300);
const SAMPLE_GAP_MS = 50;
const CONCURRENCY = 256;
/** Source addresses per run: at most this many streams each (under the product's address cap of 500). */
const STREAMS_PER_ADDRESS = 400;
const JWT_SECRET = 'stream-bench-secret-0123456789abcdefghijkl';
const SETTLE_MS = 2_000;
const RECOVERY_WINDOW_MS = 60_000;

const TARGETS = {
  streams: 19_000,
  kbPerStream: 15,
  openRatio: 2,
  p99Ratio: 3,
  answerMs: 1_000,
  recovered: 1.25,
} as const;

const fdLimit = (): number => {
  try {
    return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || 1024;
  } catch {
    return 1024;
  }
};

const streamCount = () => {
  const asked = Number(process.env.BENCH_STREAMS ?? TARGETS.streams);
  // The server keeps some descriptors of its own (the database, the listening socket, logs).
  return Math.max(PER_USER, Math.min(asked, fdLimit() - 400));
};

const rssKb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

type Client = { child: ChildProcess; ask: (command: ClientCommand) => Promise<ClientReply> };

const startClient = (): Client => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/stream-client.ts'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    child,
    ask: async (command) => {
      child.send(command);
      const [message] = (await once(child, 'message')) as [ClientReply];
      return message;
    },
  };
};

type Figures = {
  name: string;
  streams: number;
  failures: number;
  idleKb: number;
  loadedKb: number;
  openMs: number;
  p50: number;
  p99: number;
  triggerP50: number;
  triggerP99: number;
  sampleFailures: number;
  answerMs: number;
  answerStatus: number;
  /** Seconds until RSS was within 25% of idle, or null if not within the window. */
  recoveredS: number | null;
  finalKb: number;
};

type Side = {
  name: string;
  server: StartedChild;
  client: Client;
  path: string;
  jobs: StreamUser[];
  trigger: 'bare' | 'follow';
  healthPath: string;
  addresses: string[];
};

/** Opened, timed and sampled in alternating rounds, so load from elsewhere on the machine hits both alike. */
const ROUNDS = 19;
const SAMPLE_ROUNDS = 15;

const measureBoth = async (sides: readonly [Side, Side]): Promise<[Figures, Figures]> => {
  const pid = (side: Side) => side.server.child.pid as number;
  for (const side of sides)
    await fetch(`http://127.0.0.1:${side.server.port}${side.healthPath}`).then((r) => r.arrayBuffer());
  await wait(SETTLE_MS);
  const figures = sides.map(
    (side): Figures => ({
      name: side.name,
      streams: 0,
      failures: 0,
      idleKb: rssKb(pid(side)),
      loadedKb: 0,
      openMs: 0,
      p50: 0,
      p99: 0,
      triggerP50: 0,
      triggerP99: 0,
      sampleFailures: 0,
      answerMs: 0,
      answerStatus: 0,
      recoveredS: null,
      finalKb: 0,
    }),
  ) as [Figures, Figures];
  const total = sides[0].jobs.length;
  const chunk = Math.ceil(total / ROUNDS);
  for (let from = 0; from < total; from += chunk) {
    for (const [i, side] of sides.entries()) {
      const opened = await side.client.ask({
        type: 'open',
        port: side.server.port,
        path: side.path,
        jobs: side.jobs.slice(from, from + chunk),
        offset: from,
        addresses: side.addresses,
        concurrency: CONCURRENCY,
      });
      if (opened.type !== 'opened') throw new Error('unexpected reply');
      const f = figures[i] as Figures;
      f.openMs += opened.ms;
      f.streams = opened.open;
      f.failures += opened.failures;
    }
    process.stdout.write(`opened ${Math.min(total, from + chunk)} of ${total} on each\n`);
  }
  await wait(SETTLE_MS);
  const latencies: number[][] = [[], []];
  const triggers: number[][] = [[], []];
  const perRound = Math.ceil(SAMPLES / SAMPLE_ROUNDS);
  for (let offset = 0; offset < SAMPLES; offset += perRound)
    for (const [i, side] of sides.entries()) {
      const sampled = await side.client.ask({
        type: 'sample',
        count: Math.min(perRound, SAMPLES - offset),
        offset,
        trigger: side.trigger,
        gapMs: SAMPLE_GAP_MS,
      });
      if (sampled.type !== 'sampled') throw new Error('unexpected reply');
      latencies[i]?.push(...sampled.latencies);
      triggers[i]?.push(...sampled.triggers);
      (figures[i] as Figures).sampleFailures += sampled.failures;
    }
  for (const [i, side] of sides.entries()) {
    const f = figures[i] as Figures;
    f.loadedKb = rssKb(pid(side));
    f.p50 = percentile(latencies[i] ?? [], 50);
    f.p99 = percentile(latencies[i] ?? [], 99);
    f.triggerP50 = percentile(triggers[i] ?? [], 50);
    f.triggerP99 = percentile(triggers[i] ?? [], 99);
  }
  // One at a time: each closes every stream at once while the other server sits idle.
  const closedAt: number[] = [];
  for (const [i, side] of sides.entries()) {
    const closed = await side.client.ask({ type: 'close', healthPath: side.healthPath });
    if (closed.type !== 'closed') throw new Error('unexpected reply');
    closedAt[i] = performance.now();
    const f = figures[i] as Figures;
    f.answerMs = closed.answerMs;
    f.answerStatus = closed.status;
    process.stdout.write(`${side.name}: all closed; answered in ${Math.round(closed.answerMs)} ms\n`);
  }
  process.stdout.write('watching RSS for a minute…\n');
  const watching = new Set([0, 1]);
  while (watching.size > 0) {
    for (const i of watching) {
      const f = figures[i] as Figures;
      const since = performance.now() - (closedAt[i] ?? 0);
      f.finalKb = rssKb(pid(sides[i] as Side));
      if (f.finalKb <= f.idleKb * TARGETS.recovered) {
        f.recoveredS = since / 1000;
        watching.delete(i);
      } else if (since >= RECOVERY_WINDOW_MS) watching.delete(i);
    }
    await wait(500);
  }
  return figures;
};

/** A data directory with the schema and `count` users who have signed up (no demo content). */
const seedUsers = async (dataDir: string, count: number) => {
  const database = await openDatabase({ dataDir });
  try {
    const now = new Date();
    const rows = Array.from({ length: count }, (_, i) =>
      newUserColumns(
        {
          email: `stream${i}@bench.example`,
          passwordHash: 'not-a-hash',
          nickname: `stream${i}`,
          role: 'USER',
          job: null,
        },
        now,
      ),
    );
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await database.db
        .insert(users)
        .values(rows.slice(i, i + 500))
        .returning({ id: users.id });
      ids.push(...inserted.map((r) => r.id));
    }
    return ids;
  } finally {
    await database.close();
  }
};

const addresses = (third: number, streams: number) =>
  Array.from({ length: Math.ceil(streams / STREAMS_PER_ADDRESS) }, (_, i) => `127.0.${third}.${i + 1}`);

const kb = (n: number) => `${n.toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const mark = (held: boolean) => (held ? '✓' : '✗');

/** The rows of the table: what was measured, bare, product, ratio, target. */
export const streamRows = (bare: Figures, kickoff: Figures): string[][] => {
  const perStream = (f: Figures) => (f.loadedKb - f.idleKb) / Math.max(1, f.streams);
  const recovered = (f: Figures) =>
    f.recoveredS === null
      ? `not in 60 s (${Math.round(f.finalKb / 1024)} MB of ${Math.round(f.idleKb / 1024)} MB idle)`
      : `${f.recoveredS.toFixed(1)} s`;
  const openRatio = kickoff.openMs / Math.max(1, bare.openMs);
  const p99Ratio = kickoff.p99 / Math.max(0.001, bare.p99);
  return [
    [
      'streams held (failed to open)',
      `${bare.streams.toLocaleString('en-US')} (${bare.failures})`,
      `${kickoff.streams.toLocaleString('en-US')} (${kickoff.failures})`,
      '',
      `≥ ${TARGETS.streams.toLocaleString('en-US')} ${mark(kickoff.streams >= TARGETS.streams && kickoff.failures === 0)}`,
    ],
    [
      'RSS per stream above idle',
      kb(perStream(bare)),
      kb(perStream(kickoff)),
      `${(perStream(kickoff) / Math.max(0.001, perStream(bare))).toFixed(2)}×`,
      `≤ ${TARGETS.kbPerStream} KB ${mark(perStream(kickoff) <= TARGETS.kbPerStream)}`,
    ],
    [
      'time to open all',
      ms(bare.openMs),
      ms(kickoff.openMs),
      `${openRatio.toFixed(2)}×`,
      `≤ ${TARGETS.openRatio}× ${mark(openRatio <= TARGETS.openRatio)}`,
    ],
    [
      `targeted event p50 (${SAMPLES} events, ten streams each)`,
      ms(bare.p50),
      ms(kickoff.p50),
      `${(kickoff.p50 / Math.max(0.001, bare.p50)).toFixed(2)}×`,
      '',
    ],
    [
      'targeted event p99',
      `${bare.p99.toFixed(1)} ms`,
      `${kickoff.p99.toFixed(1)} ms`,
      `${p99Ratio.toFixed(2)}×`,
      `≤ ${TARGETS.p99Ratio}× ${mark(p99Ratio <= TARGETS.p99Ratio && kickoff.sampleFailures === 0)}`,
    ],
    [
      'of which the trigger’s own answer, p50 / p99',
      `${bare.triggerP50.toFixed(1)} / ${bare.triggerP99.toFixed(1)} ms`,
      `${kickoff.triggerP50.toFixed(1)} / ${kickoff.triggerP99.toFixed(1)} ms`,
      '',
      '',
    ],
    [
      'first answer after all closed at once',
      `${ms(bare.answerMs)} (${bare.answerStatus})`,
      `${ms(kickoff.answerMs)} (${kickoff.answerStatus})`,
      '',
      `≤ ${ms(TARGETS.answerMs)} ${mark(kickoff.answerMs <= TARGETS.answerMs && kickoff.answerStatus === 200)}`,
    ],
    [
      'RSS back within 25% of idle',
      recovered(bare),
      recovered(kickoff),
      '',
      `≤ 60 s ${mark(kickoff.recoveredS !== null)}`,
    ],
    [
      'RSS idle → loaded',
      `${Math.round(bare.idleKb / 1024)} → ${Math.round(bare.loadedKb / 1024)} MB`,
      `${Math.round(kickoff.idleKb / 1024)} → ${Math.round(kickoff.loadedKb / 1024)} MB`,
      '',
      '',
    ],
  ];
};

const HEADER = ['measure', 'bare node:http SSE', 'Kickoff', 'ratio', 'target'];

/** What this bench measured on the stream as it was before issue 25 (kept text, not rewritten per run). */
const BEFORE = `Before issue 25 (commit 655d4f2, this bench on 2026-11-29, load average ~9): 46.7 KB per stream
above idle (RSS 504 → 1,370 MB at 19,000), opening 5.38× the bare server's time, the first answer
11.1 s after all streams closed at once; the targeted event p99 was 125.6 ms with the follow itself
answering in 124.9 ms at p99 (the delivery was not the slow part at this scale; the database write is).
Where it went, from CPU profiles and a heap snapshot of the server: each stream held a Hono
\`streamSSE\` (a web stream pair, a writer and a promise loop), its own heartbeat timer and promise,
its own bus subscription, and a listener added to and removed from the one shutdown \`AbortSignal\`
(Node's EventTarget walks its list on each: quadratic). After the rewrite (server/adapters/http/
open-streams.ts) a stream is its socket, Node's request and response, and a registry entry; when
thousands of clients left at once, most of the CPU (641 of 1,205 ms per 3,000 streams) went to
node:http destroying each unfinished request with a new ECONNRESET error and formatting its stack
through the source maps: the stream's request is now destroyed once the stream is open (165 ms).`;

export const streamsSection = (rows: string[][], load: string, failures: number) => `<!-- streams -->
## Live notification streams (issue 25)

Written by \`npm run bench -- --streams\` (tests/bench/streams.ts); the rest of this file does not
touch it.

- Machine: ${machine()}
- Date: ${new Date().toISOString().slice(0, 10)}; load average while it ran: ${load}
- Method: the server (\`server/main.ts\` on PGlite, users seeded, LOG_LEVEL=warn, the default caps:
  ${PER_USER} streams per user, 500 per address) and a bare node:http SSE server
  (tests/bench/bare-sse-server.ts: a map of users to responses, one heartbeat timer) each run as a
  process, each with a client process of its own (tests/bench/stream-client.ts) that opens ${PER_USER} streams
  per user, ${CONCURRENCY} opening at once, over loopback source addresses of ${STREAMS_PER_ADDRESS} streams each.
  The two are driven in alternating rounds (${ROUNDS} rounds of opening, ${SAMPLE_ROUNDS} of events), so load from
  elsewhere on the machine falls on both alike. RSS is VmRSS of the server process (/proc/<pid>/status);
  per stream is (after the events, all open − idle before) / streams. A targeted event is timed from
  the trigger (bare: \`POST /publish\`; Kickoff: \`PATCH /api/user/{id}/follow\` by another user, a
  database write that notifies) until every one of the user's ${PER_USER} streams has it, one event at a time
  with ${SAMPLE_GAP_MS} ms between, over more than one heartbeat period (15 s). Then each client in turn
  drops all its streams at once and times a request right after (\`/health\`, \`/api/health/live\`),
  and RSS is polled for a minute.${failures > 0 ? `\n- Events that did not arrive or triggers that failed: ${failures}` : ''}

| ${HEADER.join(' | ')} |
|${HEADER.map(() => '---').join('|')}|
${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}

${BEFORE}
<!-- /streams -->`;

/** The document with its `streams` block replaced (or appended when it has none). */
export const withStreamsSection = (previous: string, section: string): string => {
  const existing = markedBlocks(previous).find((b) => b.name === 'streams');
  if (existing) return previous.replace(existing.text, section);
  return `${previous.trimEnd()}\n\n${section}\n`;
};

export const runStreamsBench = async () => {
  const n = streamCount();
  const userCount = Math.ceil(n / PER_USER);
  mkdirSync('tests/bench/.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('tests/bench/.tmp', 'streams-'));
  const children: StartedChild[] = [];
  const clientsStarted: Client[] = [];
  try {
    process.stdout.write(`stream bench: ${n} streams, ${userCount} users; seeding…\n`);
    const ids = await seedUsers(dataDir, userCount);
    const jwt = jwtService(JWT_SECRET);
    const streamUsers = await Promise.all(
      ids.map(async (id) => ({ id, token: await jwt.sign({ userId: id, role: 'USER', tokenVersion: 0 }) })),
    );
    // Ten streams per user, the users taken in turn: each user's streams open spread over the run.
    const jobs = Array.from({ length: PER_USER }, () => streamUsers).flat();
    const loads: number[][] = [loadavg()];
    const [bare, kickoff] = await Promise.all([
      startChild(['--import', 'tsx', 'tests/bench/bare-sse-server.ts'], process.env, /listening on (\d+)/),
      startChild(
        ['--import', 'tsx', 'server/main.ts'],
        {
          ...process.env,
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          JWT_SECRET,
          RATE_LIMIT_FOLLOW_HOURLY: '1000000/1h',
        },
        /running at http:\/\/[^:]+:(\d+)/,
      ),
    ]);
    children.push(bare, kickoff);
    const clients = [startClient(), startClient()];
    clientsStarted.push(...clients);
    const [bareFigures, kickoffFigures] = await measureBoth([
      {
        name: 'bare',
        server: bare,
        client: clients[0] as Client,
        path: '/stream?user={id}',
        jobs: jobs.map(({ id }) => ({ id })),
        trigger: 'bare',
        healthPath: '/health',
        addresses: addresses(11, n),
      },
      {
        name: 'kickoff',
        server: kickoff,
        client: clients[1] as Client,
        path: '/api/notifications/subscribe',
        jobs,
        trigger: 'follow',
        healthPath: '/api/health/live',
        addresses: addresses(12, n),
      },
    ]);
    loads.push(loadavg());
    const rows = streamRows(bareFigures, kickoffFigures);
    const widths = HEADER.map((_, i) => Math.max(...[HEADER, ...rows].map((r) => (r[i] ?? '').length)));
    console.info(
      `\n${[HEADER, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n')}`,
    );
    const load = loads.map((l) => l.map((x) => x.toFixed(2)).join(', ')).join(' / ');
    console.info(`\nload average (1, 5, 15 min) before / after: ${load}`);
    const failures = bareFigures.sampleFailures + kickoffFigures.sampleFailures;
    const previous = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '';
    writeFileSync('docs/benchmarks.md', withStreamsSection(previous, streamsSection(rows, load, failures)));
    console.info('\nwritten to docs/benchmarks.md (section "streams")');
  } finally {
    for (const client of clientsStarted) if (client.child.connected) client.child.disconnect();
    await Promise.all(children.map((c) => stopChild(c.child)));
    rmSync(dataDir, { recursive: true, force: true });
  }
};
