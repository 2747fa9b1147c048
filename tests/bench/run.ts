import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error: autocannon ships no types for its internals
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { createBenchDatabase } from './bench-database';
import { cpuMillis, type StartedChild, startChild, stopChild } from './processes';
import {
  allHeld,
  type BurstRow,
  burstHeld,
  burstTable,
  type Measurement,
  markdownReport,
  summarise,
  textTable,
} from './report';
import { withKeptSections } from './scale-section';
import {
  BENCH_LIMITS_ENV,
  BENCH_TARGETS,
  type BenchTarget,
  type Engine,
  HOT,
  SIGN_IN_BURST,
} from './targets';
import { measureSignInBurst, signInWriters, writeOptions } from './writes-and-bursts';

/**
 * `npm run bench`: the real server on a fresh seeded database (PGlite; PostgreSQL as well when
 * BENCH_DATABASE_URL is set) and a bare node:http server, each a child process, measured in interleaved
 * rounds so drift from other load hits every target alike. Prints a table, writes docs/benchmarks.md.
 * Settings: BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_BUDGET_SECONDS (measuring time, split over all runs so
 * the whole bench stays near 90 s as targets are added) or BENCH_SECONDS (fixed seconds per run),
 * BENCH_ONLY (a few targets). `--streams` runs the stream bench instead (tests/bench/streams.ts).
 */
/**
 * autocannon 9 appends every response body to a string (`addBody`: each chunk decoded as UTF-8), for
 * body checks this bench never asks for (`expectBody`, `verifyBody`, `setupRequest`/`onResponse`).
 * For the hot reads' ~8 KB brotli bodies that decoding cost the load generator, on the same two cores,
 * more than the server spent answering: it measured itself, not the server (docs/benchmarks.md). Bytes
 * are still counted (`addByteCount`), and the bare baseline is driven the same way.
 */
PipelinedRequestsQueue.prototype.addBody = () => undefined;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL;
const BUDGET_SECONDS = Number(process.env.BENCH_BUDGET_SECONDS ?? 55);
const WARM_UP_SECONDS = 0.5;
const DEMO_PASSWORD = 'bench-password-1234';

type Kickoff = StartedChild & {
  engine: Engine;
  token: string;
  userId: number;
  /** The newest demo item of each kind, for the detail targets. */
  ids: { articleId: number; postId: number; qnaId: number };
  /** A token per writer of the write targets. */
  writers: readonly string[];
};
type Run = {
  target: BenchTarget;
  label: string;
  engine: Engine | null;
  server: StartedChild;
  kickoff?: Kickoff;
};

/**
 * The targets of this run: all, or with BENCH_ONLY (comma-separated parts of names) those named and the
 * bare baselines, for a quick look at a few routes (docs/benchmarks.md is then not written).
 */
const ONLY = process.env.BENCH_ONLY?.split(',').filter((part) => part !== '');
const targets = () =>
  BENCH_TARGETS.filter((t) => !ONLY || t.server === 'bare' || ONLY.some((part) => t.name.includes(part)));

const startKickoff = async (engine: Engine, dataDir: string, databaseUrl: string): Promise<Kickoff> => {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  const started = await startChild(
    ['--import', 'tsx', 'server/main.ts'],
    {
      ...env,
      ...BENCH_LIMITS_ENV,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    /running at http:\/\/[^:]+:(\d+)/,
  );
  const base = `http://127.0.0.1:${started.port}`;
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'user1@kickoff.example', password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const profile = await fetch(`${base}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } });
  const { id } = (await profile.json()) as { id: number };
  const newest = async (list: string) =>
    ((await (await fetch(`${base}${list}?page=1&size=1`)).json()) as { data: { id: number }[] }).data[0]
      ?.id ?? 1;
  const ids = {
    articleId: await newest('/api/articles'),
    postId: await newest('/api/board/posts'),
    qnaId: await newest('/api/board/qna/posts'),
  };
  return { ...started, engine, token, userId: id, ids, writers: await signInWriters(base, DEMO_PASSWORD) };
};

const main = async () => {
  mkdirSync('tests/bench/.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('tests/bench/.tmp', 'data-'));
  const pgDatabase = PG_URL ? await createBenchDatabase(PG_URL) : null;
  const [bare, ...servers] = await Promise.all([
    startChild(['--import', 'tsx', 'tests/bench/bare-server.ts'], process.env, /listening on (\d+)/),
    startKickoff('pglite', join(dataDir, 'pglite-run'), ''),
    ...(pgDatabase ? [startKickoff('postgres', join(dataDir, 'pg-run'), pgDatabase.url)] : []),
  ]);
  try {
    const runs = targets().flatMap((target): Run[] =>
      target.server === 'bare'
        ? [{ target, label: target.name, engine: null, server: bare }]
        : servers.map((k) => ({
            target,
            label: `${target.name} [${k.engine}]`,
            engine: k.engine,
            server: k,
            kickoff: k,
          })),
    );
    const measure = async (run: Run, seconds: number) => {
      const pid = run.server.child.pid as number;
      const cpuBefore = cpuMillis(pid);
      const ids: Record<string, number> = run.kickoff
        ? { userId: run.kickoff.userId, ...run.kickoff.ids }
        : {};
      const path = run.target.path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? 1));
      const result = await autocannon({
        url: `http://127.0.0.1:${run.server.port}${path}`,
        connections: run.target.connections ?? CONNECTIONS,
        duration: seconds,
        headers: {
          ...run.target.headers,
          ...(run.target.signedIn && run.kickoff ? { Authorization: `Bearer ${run.kickoff.token}` } : {}),
        },
        ...writeOptions(run.target, run.kickoff?.writers),
      });
      return { result, cpu: cpuMillis(pid) - cpuBefore };
    };
    const fitted = (BUDGET_SECONDS - runs.length * WARM_UP_SECONDS) / (runs.length * ROUNDS);
    const SECONDS = Number(process.env.BENCH_SECONDS ?? Math.min(3, Math.max(1, Math.round(fitted * 2) / 2)));
    for (const run of runs) await measure(run, WARM_UP_SECONDS); // JIT, pools, caches
    const measurements: Measurement[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const run of runs) {
        const { result, cpu } = await measure(run, SECONDS);
        measurements.push({
          label: run.label,
          requests: result.requests.total,
          seconds: result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          cpuMs: cpu,
          failures: result.non2xx + result.errors + result.timeouts,
        });
        process.stdout.write(`round ${round}: ${run.label}: ${Math.round(result.requests.average)} req/s\n`);
      }
    }
    const rows = summarise(
      runs.map((r) => ({
        label: r.label,
        connections: r.target.connections ?? CONNECTIONS,
        bare: r.target.server === 'bare',
        minRatio: r.engine ? r.target.minRatio?.[r.engine] : undefined,
        maxP99Ms: r.target.maxP99Ms,
        maxCpuUs: r.engine ? r.target.maxCpuUs?.[r.engine] : undefined,
      })),
      measurements,
    );
    const bursts = await signInBursts(servers, SECONDS);
    console.info(`\n${textTable(rows)}`);
    console.info(burstTable(bursts, SIGN_IN_BURST.ratePerSecond));
    const held = allHeld(rows) && bursts.every(burstHeld);
    console.info(held ? '\nevery target holds' : '\nsome targets missed (✗ above)');
    const settings = {
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      hotConnections: HOT.connections,
      engines: servers.map((s) => s.engine),
    };
    // The million-row figures (tests/bench/content-scale.ts) are kept from their last run, and the
    // sections others keep in the file (marked blocks: the CPU profile, Lighthouse) stay as they are.
    if (ONLY) return;
    const previous = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '';
    const own = `${markdownReport(rows, settings)}${burstTable(bursts, SIGN_IN_BURST.ratePerSecond)}`;
    writeFileSync('docs/benchmarks.md', withKeptSections(own, previous));
    console.info('\nwritten to docs/benchmarks.md');
  } finally {
    await Promise.all([bare, ...servers].map((s) => stopChild(s.child)));
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** Issue 25's sign-in burst row per engine (BENCH_ONLY=burst runs it alone with the baselines). */
async function signInBursts(servers: readonly Kickoff[], seconds: number): Promise<BurstRow[]> {
  if (ONLY && !ONLY.some((part) => SIGN_IN_BURST.name.includes(part) || part === 'burst')) return [];
  const rows: BurstRow[] = [];
  for (const server of servers) rows.push(await measureSignInBurst(server, DEMO_PASSWORD, 2 * seconds));
  return rows;
}

// `npm run bench -- --streams`: the live notification streams against a bare SSE server (streams.ts).
if (process.argv.includes('--streams')) await (await import('./streams')).runStreamsBench();
else await main();
