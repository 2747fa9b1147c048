import { cpus, release, totalmem } from 'node:os';

export type Measurement = {
  label: string;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMs: number;
  failures: number;
};

export type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
  failures: number;
  ratio: number;
  cpuRatio: number;
  minRatio: number | undefined;
  maxP99Ms: number | undefined;
  maxCpuUs?: number | undefined;
};

export type TargetRow = {
  label: string;
  /** Connections autocannon held open for it. */
  connections: number;
  /** A bare node:http baseline row. */
  bare: boolean;
  minRatio: number | undefined;
  maxP99Ms: number | undefined;
  /** The most server CPU per request, in microseconds. */
  maxCpuUs?: number | undefined;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Per target over all rounds: total requests / total time, median latencies, CPU per request. */
export const summarise = (targets: readonly TargetRow[], measurements: readonly Measurement[]): Row[] => {
  const rows = targets.map((t) => {
    const runs = measurements.filter((m) => m.label === t.label);
    const requests = runs.reduce((sum, m) => sum + m.requests, 0);
    const seconds = runs.reduce((sum, m) => sum + m.seconds, 0);
    const cpuMs = runs.reduce((sum, m) => sum + m.cpuMs, 0);
    return {
      name: t.label,
      rps: seconds > 0 ? requests / seconds : 0,
      p50: median(runs.map((m) => m.p50)),
      p99: median(runs.map((m) => m.p99)),
      cpuUsPerRequest: requests > 0 ? (cpuMs * 1000) / requests : 0,
      failures: runs.reduce((sum, m) => sum + m.failures, 0),
      minRatio: t.minRatio,
      maxP99Ms: t.maxP99Ms,
      maxCpuUs: t.maxCpuUs,
    };
  });
  // Each row is compared with the bare node:http row driven with as many connections (else the first).
  const bareRows = targets.flatMap((t, i) => (t.bare ? [{ connections: t.connections, row: rows[i] }] : []));
  return rows.map((r, i) => {
    const baseline =
      bareRows.find((b) => b.connections === targets[i]?.connections)?.row ?? bareRows[0]?.row ?? rows[0];
    return {
      ...r,
      ratio: baseline?.rps ? r.rps / baseline.rps : 0,
      cpuRatio: baseline?.cpuUsPerRequest ? r.cpuUsPerRequest / baseline.cpuUsPerRequest : 0,
    };
  });
};

const verdict = (r: Row) =>
  r.minRatio === undefined ? '' : r.ratio >= r.minRatio ? `≥ ${r.minRatio} ✓` : `≥ ${r.minRatio} ✗`;
const p99Verdict = (r: Row) =>
  r.maxP99Ms === undefined ? '' : r.p99 <= r.maxP99Ms ? `≤ ${r.maxP99Ms} ms ✓` : `≤ ${r.maxP99Ms} ms ✗`;
const cpuVerdict = (r: Row) =>
  r.maxCpuUs === undefined ? '' : `≤ ${r.maxCpuUs} µs ${r.cpuUsPerRequest <= r.maxCpuUs ? '✓' : '✗'}`;

/** Whether every target of the run holds (ratio and p99). */
export const allHeld = (rows: readonly Row[]) =>
  rows.every(
    (r) =>
      (r.minRatio === undefined || r.ratio >= r.minRatio) &&
      (r.maxP99Ms === undefined || r.p99 <= r.maxP99Ms) &&
      (r.maxCpuUs === undefined || r.cpuUsPerRequest <= r.maxCpuUs),
  );

const cells = (r: Row) => [
  r.name,
  Math.round(r.rps).toLocaleString('en-US'),
  `${r.p50} ms`,
  `${r.p99} ms`,
  `${Math.round(r.cpuUsPerRequest)} µs`,
  `${r.ratio >= 0.1 ? r.ratio.toFixed(2) : r.ratio.toFixed(4)}×`,
  `${r.cpuRatio.toFixed(1)}×`,
  verdict(r),
  p99Verdict(r),
  cpuVerdict(r),
  String(r.failures),
];
const HEADER = [
  'target',
  'req/s',
  'p50',
  'p99',
  'server CPU/req',
  'req/s vs bare',
  'CPU vs bare',
  'target ratio',
  'target p99',
  'target CPU',
  'failures',
];

export const textTable = (rows: readonly Row[]): string => {
  const all = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all.map((row) => row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
};

export const machine = () => {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Linux ${release()}, Node ${process.version}`;
};

export const markdownReport = (
  rows: readonly Row[],
  s: {
    rounds: number;
    seconds: number;
    connections: number;
    hotConnections: number;
    engines: readonly string[];
  },
) =>
  `# Benchmarks

Written by \`npm run bench\` (tests/bench/run.ts). Do not edit by hand; run it again
(\`BENCH_DATABASE_URL=postgres://…/postgres npm run bench\` adds the PostgreSQL rows).

- Machine: ${machine()}
- Date: ${new Date().toISOString().slice(0, 10)}
- Engines: ${s.engines.join(', ')}
- Method: the server (\`server/main.ts\`, demo content seeded, LOG_LEVEL=warn) runs once per engine,
  and a bare node:http server returns the same JSON as \`/api/health/live\`, each as its own process;
  autocannon drives every target with ${s.connections} keep-alive connections (the anonymous hot reads, and
  a second bare row to compare them with, with ${s.hotConnections}) for ${s.seconds} s, interleaved over ${s.rounds} rounds
  after a 0.5 s warm-up each. req/s is total requests over total time; p50/p99 are the medians of the
  rounds; server CPU per request is the user+system time of the server process (/proc/<pid>/stat)
  divided by its requests. The load generator shares the machine (and, while this was written, other
  work), so absolute figures are lower bounds; the targets are ratios to the bare node:http row with as
  many connections in the same run. The anonymous hot rows ask as a browser does (\`Accept-Encoding: br,
  gzip\`, and the detail its visitor cookie); signed-in rows send the demo user's token; the others
  send neither. "target p99" is the median of the rounds' p99.

| ${HEADER.join(' | ')} |
|${HEADER.map(() => '---').join('|')}|
${rows.map((r) => `| ${cells(r).join(' | ')} |`).join('\n')}

Targets are in \`tests/bench/targets.ts\` (column "target ratio"). PGlite answers every query from one
single-threaded WebAssembly Postgres inside the server process (a few hundred microseconds per
parameterised query), so its database-bound routes are limited by it, not by the HTTP layer; PostgreSQL
is the engine for load. Later areas append their endpoints to the same list with their own ratio.
`;

/** Issue 25: a compressed read's p99 alone and while a burst of sign-ins is hashed. */
export type BurstRow = {
  name: string;
  aloneP99: number;
  duringP99: number;
  /** How long the burst's sign-ins took, first asked to last answered, and how many answered 200. */
  burstMs: number;
  signedIn: number;
  signIns: number;
  maxRatio: number;
};

export const burstHeld = (r: BurstRow) =>
  r.signedIn === r.signIns && r.duringP99 <= r.maxRatio * Math.max(r.aloneP99, 1);

export const burstTable = (rows: readonly BurstRow[], ratePerSecond: number) =>
  rows.length === 0
    ? ''
    : `
## Sign-in bursts and compressed reads (issue 25)

A compressed anonymous read (an article's first page of comments, made and brotli-compressed per
request) driven at ${ratePerSecond} requests per second, alone and while a burst of concurrent sign-ins
(one scrypt hash each, on the password hashing pool, not libuv's thread pool) is answered; the reads
during the burst run from its first sign-in to its last answer. Ratios under 1 ms are taken against
1 ms.

| target | p99 alone | p99 during the burst | ratio | target | burst answered in | sign-ins answered 200 |
|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.name} | ${r.aloneP99} ms | ${r.duringP99} ms | ${(r.duringP99 / Math.max(r.aloneP99, 1)).toFixed(1)}× | ≤ ${r.maxRatio}× ${burstHeld(r) ? '✓' : '✗'} | ${Math.round(r.burstMs).toLocaleString('en-US')} ms | ${r.signedIn} of ${r.signIns} |`,
  )
  .join('\n')}
`;
