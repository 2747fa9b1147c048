// `npm run lighthouse`: Lighthouse (mobile defaults) over the pages everybody opens first, `/`,
// `/article/{id}`, `/board/home` and `/competition/home`, against a server this script starts itself
// (after `scripts/build.mjs --if-stale`) on a fresh data directory with the demo content, in Debian's
// Chromium. Writes the scores and vitals into docs/benchmarks.md (and docs/benchmarks-lighthouse.md),
// the full reports into test-results/lighthouse/, and exits 1 when a page misses a threshold
// (scripts/lighthouse-report.mjs).
//
// Options: --runs N (or LIGHTHOUSE_RUNS; the median run by performance counts, default 1),
// --confirm N (a page that misses a threshold is run again until it has N runs, and the median of
// those counts: one noisy run on a busy machine is not a regression, a real one misses in most runs;
// `npm test` gates with --confirm 3), --base URL (measure a server already running there instead;
// nothing is built or started), --no-build (measure dist/ as it is, e.g. right after a build step),
// --no-write (leave the docs alone). CHROME_PATH names another Chromium than /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { freePort, startChromium, startKickoff } from './lighthouse-processes.mjs';
import { consoleLine, markdownSection, misses, summarise, writeSection } from './lighthouse-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Math.max(1, Number(option('--runs') ?? process.env.LIGHTHOUSE_RUNS ?? 1));
const confirm = Math.max(runs, Number(option('--confirm') ?? runs));
const base = option('--base');
const write = !args.includes('--no-write');
const build = !args.includes('--no-build');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = join(root, 'test-results', 'lighthouse');
const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;

/** The newest published article, the one a shared link most likely names. */
const newestArticle = async (url) => {
  const response = await fetch(`${url}/api/articles?page=1&size=1`);
  const body = await response.json();
  const id = body.data?.[0]?.id;
  if (typeof id !== 'number') throw new Error(`no article to measure at ${url}/api/articles`);
  return id;
};

/**
 * The server compresses each file on its first request (brotli 11; in the background after start):
 * ask for every page and every built asset once before measuring, so no audit pays for that.
 */
const warmUp = async (url, pages) => {
  const headers = { 'accept-encoding': 'br, gzip' };
  const assets = base ? [] : readdirSync(join(root, 'dist', 'assets')).map((name) => `/assets/${name}`);
  for (const path of [...pages.map((p) => p.path), ...assets])
    await fetch(`${url}${path}`, { headers }).then((r) => r.arrayBuffer());
};

const median = (results) =>
  [...results].sort((x, y) => x.categories.performance.score - y.categories.performance.score)[
    Math.floor(results.length / 2)
  ];

const runOnce = async (port, url) => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
};

/** `runs` runs, and `confirm` in all when their median misses a threshold; the median counts. */
const audit = async (port, name, url) => {
  const results = [];
  while (results.length < runs) results.push(await runOnce(port, url));
  if (misses(summarise(name, median(results))).length > 0)
    while (results.length < confirm) results.push(await runOnce(port, url));
  return { lhr: median(results), runs: results.length };
};

const main = async () => {
  const started = Date.now();
  if (!base && build) {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const server = base
    ? { url: base.replace(/\/$/, ''), close: async () => {} }
    : await startKickoff(root, await freePort());
  let chromium;
  try {
    chromium = await startChromium(chromePath);
    const article = await newestArticle(server.url);
    const pages = [
      { name: '/', path: '/' },
      { name: '/article/{id}', path: `/article/${article}` },
      { name: '/board/home', path: '/board/home' },
      { name: '/competition/home', path: '/competition/home' },
    ];
    mkdirSync(reportDir, { recursive: true });
    await warmUp(server.url, pages);
    const summaries = [];
    for (const page of pages) {
      const { lhr, runs: made } = await audit(chromium.port, page.name, `${server.url}${page.path}`);
      if (made > runs) console.info(`${page.name}: missed a threshold; the median of ${made} runs counts`);
      const file = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-');
      writeFileSync(join(reportDir, `${file}.json`), JSON.stringify(lhr));
      const summary = summarise(page.name, lhr);
      summaries.push(summary);
      console.info(consoleLine(summary));
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const section = markdownSection(summaries, {
      date: new Date().toISOString().slice(0, 10),
      lighthouse: lighthouseVersion,
      browser: chromium.version,
      runs,
      seconds,
    });
    console.info(`\n${section}`);
    if (write) {
      writeSection(
        join(root, 'docs', 'benchmarks.md'),
        join(root, 'docs', 'benchmarks-lighthouse.md'),
        section,
      );
      console.info('written to docs/benchmarks.md and docs/benchmarks-lighthouse.md');
    }
    console.info(`full reports in ${reportDir}; ${seconds} s in all`);
    const failed = summaries.flatMap((p) => misses(p).map((m) => `${p.name}: ${m}`));
    if (failed.length > 0) {
      console.error(`\nBelow the thresholds:\n  ${failed.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chromium?.close();
    await server.close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
