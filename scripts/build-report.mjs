// What `npm start` and `npm run build` print. A build's own output (Vite's list of some 150 font and
// chunk files, its chunk-size advice, Rolldown's plugin timings with their colour codes, the size
// gate's lines) goes to a log file; the terminal gets a short summary: how long the build took, the
// initial JavaScript against its budget and where the details are. `--verbose` (or BUILD_VERBOSE=1)
// streams everything to the terminal as well. A failed step is never quiet: its whole output is
// printed, then the log's path, and the build exits with the step's code.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Where the last build's details are, beside the build stamp (outside dist/, which the server publishes). */
export const buildLogPath = (root) => join(root, 'node_modules', '.cache', 'kickoff', 'build.log');

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is removed
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** Terminal colour and cursor codes removed, so the log reads as plain text. */
export const plainText = (text) => text.replace(ANSI, '');

const INITIAL_JS = /^initial JS for \S+: .*?([\d.]+ KB) gzip.*\(budget ([\d.]+ KB) gzip\)$/m;

/** The initial JavaScript's gzip size and budget as the size gate printed them, or null. */
export const initialJsOf = (output) => {
  const match = INITIAL_JS.exec(plainText(output));
  return match ? { gzip: match[1], budget: match[2] } : null;
};

/**
 * The summary of a finished build of the browser app: one line with the time it took and the initial
 * JavaScript, one with the log's path (relative to the checkout when inside it).
 */
export const formatSummary = ({ seconds, initialJs, logPath, root }) => {
  const where = root ? relative(root, logPath) : logPath;
  const size = initialJs ? `; initial JavaScript ${initialJs.gzip} gzip of ${initialJs.budget}` : '';
  return [`Built the browser app in ${seconds.toFixed(1)} s${size}.`, `Build details: ${where}`].join('\n');
};

/** What a failed step prints: its own output (the reason), then where the whole log is. */
export const formatFailure = ({ step, code, output, logPath, root }) => {
  const where = root ? relative(root, logPath) : logPath;
  return [plainText(output).trimEnd(), `${step} failed (exit code ${code}). Build details: ${where}`]
    .filter((line) => line !== '')
    .join('\n');
};

/**
 * A reporter for one build: `run` spawns a step with its output captured into the log (and echoed
 * when verbose), `note` adds a line to the log, `finish` prints the summary. The log starts empty.
 */
export const createBuildReporter = ({
  root,
  logPath = buildLogPath(root),
  verbose = false,
  out = (text) => process.stdout.write(`${text}\n`),
  err = (text) => process.stderr.write(`${text}\n`),
  now = () => performance.now(),
  spawn = spawnSync,
}) => {
  mkdirSync(dirname(logPath), { recursive: true });
  writeFileSync(logPath, `Build started ${new Date().toISOString()}\n`);
  const started = now();
  const log = (text) => appendFileSync(logPath, text.endsWith('\n') ? text : `${text}\n`);
  let initialJs = null;
  return {
    logPath,
    note: (text) => {
      log(text);
      if (verbose) out(text);
    },
    /** Runs `node <args>`; resolves with its exit code (0 on success) after logging its output. */
    run: (step, args) => {
      log(`\n$ node ${args.map((a) => relative(root, a) || a).join(' ')}`);
      const result = spawn(process.execPath, args, {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      });
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
      log(plainText(output));
      if (verbose) out(plainText(output).trimEnd());
      initialJs = initialJsOf(output) ?? initialJs;
      const code = result.status ?? 1;
      if (code !== 0) {
        log(`${step} failed (exit code ${code})`);
        if (!verbose) err(formatFailure({ step, code, output, logPath, root }));
        else err(`${step} failed (exit code ${code}). Build details: ${relative(root, logPath)}`);
      }
      return code;
    },
    finish: () => {
      const seconds = (now() - started) / 1000;
      const summary = formatSummary({ seconds, initialJs, logPath, root });
      log(`\n${summary}`);
      out(summary);
      return summary;
    },
  };
};
