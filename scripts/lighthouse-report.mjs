// What `npm run lighthouse` keeps of a Lighthouse result, the thresholds it holds every page to
// (issue 13), and the section of docs/benchmarks.md it writes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const THRESHOLDS = {
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  /** Cumulative layout shift, at most. */
  cls: 0.05,
  /** Largest contentful paint in ms, at most. */
  lcpMs: 2500,
};

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Opportunities with an estimated saving, largest first (what limits the performance score). */
const opportunities = (lhr) =>
  Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 1)
    .map((a) => ({
      title: a.title,
      ms: Math.round(a.details.overallSavingsMs ?? 0),
      kb: Math.round((a.details.overallSavingsBytes ?? 0) / 1024),
    }))
    .filter((o) => o.ms > 0 || o.kb > 0)
    .sort((x, y) => y.ms - x.ms || y.kb - x.kb)
    .slice(0, 4);

/** Audits of the non-performance categories that did not pass, by category. */
const failedAudits = (lhr) =>
  ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${category}: ${a.id}`),
  );

/** The figures of one page's run. */
export const summarise = (name, lhr) => ({
  name,
  performance: score(lhr, 'performance'),
  accessibility: score(lhr, 'accessibility'),
  bestPractices: score(lhr, 'best-practices'),
  seo: score(lhr, 'seo'),
  fcpMs: numeric(lhr, 'first-contentful-paint'),
  lcpMs: numeric(lhr, 'largest-contentful-paint'),
  tbtMs: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  bytes: numeric(lhr, 'total-byte-weight'),
  lcpElement:
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
  scriptingMs: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .filter((i) => i.group === 'scriptEvaluation' || i.group === 'scriptParseCompile')
    .reduce((sum, i) => sum + i.duration, 0),
  benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  opportunities: opportunities(lhr),
  failed: failedAudits(lhr),
});

/** Why a page misses the thresholds (empty when it meets them all). */
export const misses = (page) => {
  const t = THRESHOLDS;
  return [
    page.performance < t.performance && `performance ${page.performance} < ${t.performance}`,
    page.accessibility < t.accessibility && `accessibility ${page.accessibility} < ${t.accessibility}`,
    page.bestPractices < t.bestPractices && `best practices ${page.bestPractices} < ${t.bestPractices}`,
    page.seo < t.seo && `SEO ${page.seo} < ${t.seo}`,
    !(page.cls <= t.cls) && `CLS ${page.cls.toFixed(3)} > ${t.cls}`,
    !(page.lcpMs <= t.lcpMs) && `LCP ${seconds(page.lcpMs)} > ${seconds(t.lcpMs)}`,
  ].filter(Boolean);
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok) => (ok ? '' : ' ✗');

const row = (p) => {
  const t = THRESHOLDS;
  return `| ${p.name} | ${p.performance}${mark(p.performance >= t.performance)} | ${p.accessibility}${mark(
    p.accessibility >= t.accessibility,
  )} | ${p.bestPractices}${mark(p.bestPractices >= t.bestPractices)} | ${p.seo}${mark(p.seo >= t.seo)} | ${seconds(
    p.fcpMs,
  )} | ${seconds(p.lcpMs)}${mark(p.lcpMs <= t.lcpMs)} | ${Math.round(p.tbtMs)} ms | ${p.cls.toFixed(3)}${mark(
    p.cls <= t.cls,
  )} | ${Math.round(p.bytes / 1024)} KB |`;
};

/** The Markdown section: settings, one row per page, then what limits each page. */
export const markdownSection = (pages, run) => {
  const t = THRESHOLDS;
  const lines = [
    '## Lighthouse (first paint, mobile)',
    '',
    'Written by `npm run lighthouse` (scripts/lighthouse.mjs). Do not edit by hand; run it again.',
    '',
    `- Date: ${run.date}; Lighthouse ${run.lighthouse}, ${run.browser}; ${run.runs} run(s) per page, the median by performance;`,
    `  Lighthouse's CPU benchmark index of this machine during the runs: ${pages.map((p) => Math.round(p.benchmarkIndex)).join(', ')} (it calls under 1000 underpowered)`,
    '- Settings: Lighthouse mobile defaults (Moto G Power screen, simulated slow 4G: 150 ms RTT, 1.6 Mbps, 4× CPU slowdown)',
    '  against `server/main.ts` on a fresh PGlite data directory with the demo content, on this machine',
    `  (shared with other work: the CPU-bound figures, TBT above all, are upper bounds). Run time ${run.seconds} s.`,
    `- Thresholds (✗ marks a miss): performance ≥ ${t.performance}, accessibility ≥ ${t.accessibility}, best practices ≥ ${t.bestPractices}, SEO ≥ ${t.seo}, CLS ≤ ${t.cls}, LCP ≤ ${seconds(t.lcpMs)}`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map(row),
    '',
    'What limits each page: the LCP element, main-thread script time (simulated 4× CPU: what TBT comes from), Lighthouse opportunities with their estimated savings, failed audits of the other categories:',
    '',
    ...pages.map((p) => {
      const found = p.opportunities.map((o) => `${o.title} (${o.ms} ms${o.kb > 0 ? `, ${o.kb} KB` : ''})`);
      const rest = p.failed.length > 0 ? `; failed: ${p.failed.join(', ')}` : '';
      const lcp = p.lcpElement ? `LCP "${p.lcpElement.replace(/\s+/g, ' ').slice(0, 40)}"; ` : '';
      const script = `script ${Math.round(p.scriptingMs)} ms; `;
      return `- ${p.name}: ${lcp}${script}${found.length > 0 ? found.join('; ') : 'no opportunity left'}${rest}`;
    }),
  ];
  return `${lines.join('\n')}\n`;
};

const START = '<!-- lighthouse -->';
const END = '<!-- /lighthouse -->';

/**
 * Puts the section into `file` between its markers (replacing the previous one, or appended), and
 * keeps it as `copy` too, so a tool that rewrites the whole file can put it back.
 */
export const writeSection = (file, copy, section) => {
  writeFileSync(copy, section);
  const markdown = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${START}\n${section.trim()}\n${END}\n`;
  const at = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  const next =
    at >= 0 && end > at
      ? `${markdown.slice(0, at)}${block}${markdown.slice(end + END.length + 1)}`
      : `${markdown.trimEnd()}\n\n${block}`;
  writeFileSync(file, next);
};

/** One line per page for the terminal. */
export const consoleLine = (p) =>
  `${p.name.padEnd(20)} perf ${String(p.performance).padStart(3)}  a11y ${p.accessibility}  bp ${p.bestPractices}  seo ${p.seo}  FCP ${seconds(p.fcpMs)}  LCP ${seconds(p.lcpMs)}  TBT ${Math.round(p.tbtMs)} ms  CLS ${p.cls.toFixed(3)}  ${Math.round(p.bytes / 1024)} KB`;
