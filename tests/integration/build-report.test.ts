import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildLogPath,
  createBuildReporter,
  formatSummary,
  initialJsOf,
  plainText,
} from '../../scripts/build-report.mjs';

/** What `npm start` prints of a build (scripts/build-report.mjs), with steps that are small node scripts. */
let root: string;
let out: string[];
let err: string[];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kickoff-build-report-'));
  out = [];
  err = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const SIZE_LINE =
  'initial JS for /: 1 files, 491.9 KB raw, 149.6 KB gzip, 127.7 KB brotli (budget 150.0 KB gzip)';
/** A step printing what vite build and the size gate print: font files, a coloured timing block, sizes. */
const noisyStep = [
  '-e',
  [
    "for (let i = 0; i < 150; i++) console.log('dist/assets/PretendardVariable.subset.' + i + '.woff2   8.25 kB');",
    "console.warn('(!) Some chunks are larger than 500 kB after minification.');",
    "console.log('\\u001b[33m[PLUGIN_TIMINGS]\\u001b[39m \\u001b[1m@wyw-in-js/vite\\u001b[22m 61%');",
    `console.log(${JSON.stringify(SIZE_LINE)});`,
  ].join('\n'),
];
const reporter = (verbose = false) => {
  let clock = 0;
  return createBuildReporter({
    root,
    verbose,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    now: () => {
      clock += 15_650;
      return clock;
    },
  });
};
const log = () => readFileSync(buildLogPath(root), 'utf8');

describe('the build summary', () => {
  it('says how long the build took, the initial JavaScript and where the details are', () => {
    expect(
      formatSummary({
        seconds: 31.24,
        initialJs: { gzip: '149.6 KB', budget: '150.0 KB' },
        logPath: buildLogPath(root),
        root,
      }),
    ).toBe(
      [
        'Built the browser app in 31.2 s; initial JavaScript 149.6 KB gzip of 150.0 KB.',
        'Build details: node_modules/.cache/kickoff/build.log',
      ].join('\n'),
    );
  });

  it('reads the initial JavaScript from the size gate, colour codes or not', () => {
    expect(initialJsOf(`vite v8\n\u001b[2m${SIZE_LINE}\u001b[22m\n`)).toEqual({
      gzip: '149.6 KB',
      budget: '150.0 KB',
    });
    expect(initialJsOf('no size here')).toBeNull();
    expect(plainText('\u001b[33m[PLUGIN_TIMINGS]\u001b[39m')).toBe('[PLUGIN_TIMINGS]');
  });
});

describe('the build reporter', () => {
  it('sends the steps’ output to the log, in plain text, and prints only the two-line summary', () => {
    const report = reporter();
    expect(report.run('vite build', noisyStep)).toBe(0);
    report.finish();
    expect(out).toEqual([
      'Built the browser app in 15.7 s; initial JavaScript 149.6 KB gzip of 150.0 KB.\nBuild details: node_modules/.cache/kickoff/build.log',
    ]);
    expect(err).toEqual([]);
    const written = log();
    expect(written.match(/^dist\/assets\/PretendardVariable/gm)).toHaveLength(150);
    expect(written).toContain('Some chunks are larger than 500 kB');
    expect(written).toContain('[PLUGIN_TIMINGS] @wyw-in-js/vite 61%');
    expect(written).not.toContain('\u001b');
    expect(written).toContain(SIZE_LINE);
  });

  it('keeps a failed budget loud: the gate’s reason on the terminal and its exit code', () => {
    const report = reporter();
    const code = report.run('scripts/bundle-size.mjs', [
      '-e',
      `console.log(${JSON.stringify(SIZE_LINE)}); console.error('initial JavaScript is over budget (156917 bytes gzip)'); process.exit(1);`,
    ]);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain('initial JavaScript is over budget (156917 bytes gzip)');
    expect(err[0]).toContain(
      'scripts/bundle-size.mjs failed (exit code 1). Build details: node_modules/.cache/kickoff/build.log',
    );
    expect(log()).toContain('initial JavaScript is over budget (156917 bytes gzip)');
  });

  it('with --verbose prints the details as well', () => {
    const report = reporter(true);
    report.run('vite build', noisyStep);
    expect(out.join('\n').match(/^dist\/assets\/PretendardVariable/gm)).toHaveLength(150);
    expect(out.join('\n')).not.toContain('\u001b');
  });
});
