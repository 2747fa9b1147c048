// `npm run build`: the production build of the browser app into dist/ (vite build, then the size gate
// of scripts/bundle-size.mjs), recorded in a stamp (scripts/build-stamp.mjs), and the server's bundle
// into dist-server/ (scripts/build-server.mjs).
// `node scripts/build.mjs --if-stale` (what `npm start` runs first) builds the browser app only when
// dist/ is missing or was built from other sources; on an unchanged checkout it costs a hash of the
// sources (~0.1 s). The server's bundle is made every time (~0.3 s).
// The terminal gets a short summary (time taken, initial JavaScript, where the details are); the
// build's own output goes to node_modules/.cache/kickoff/build.log (scripts/build-report.mjs), or to
// the terminal as well with `--verbose` or BUILD_VERBOSE=1. A failed step prints its output and exits
// non-zero, the size gate's "over budget" among them.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuildReporter } from './build-report.mjs';
import { buildState, clearStamp, inputsHash, writeStamp } from './build-stamp.mjs';
import { buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');
const verbose = process.argv.includes('--verbose') || /^(1|true)$/i.test(process.env.BUILD_VERBOSE ?? '');

await buildServer();

if (ifStale) {
  const state = buildState(root);
  if (state.fresh) {
    console.info('dist/ is up to date with the sources: no build needed.');
    process.exit(0);
  }
  console.info(`Building the browser app: ${state.reason}.`);
}

const report = createBuildReporter({ root, verbose });
const run = (step, args) => {
  const code = report.run(step, args);
  if (code !== 0) process.exit(code);
};

// Hashed before the build: a file edited while it runs makes the next `npm start` build again.
const inputs = inputsHash(root);
clearStamp(root);
const require = createRequire(import.meta.url);
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
run('vite build', [vite, 'build']);
run('scripts/bundle-size.mjs', [join(root, 'scripts', 'bundle-size.mjs')]);
writeStamp(root, inputs);
report.finish();
