// `npm run build`: the production build of the browser app into dist/ (vite build, then the size gate
// of scripts/bundle-size.mjs), recorded in a stamp (scripts/build-stamp.mjs), and the server's bundle
// into dist-server/ (scripts/build-server.mjs).
// `node scripts/build.mjs --if-stale` (what `npm start` runs first) builds the browser app only when
// dist/ is missing or was built from other sources; on an unchanged checkout it costs a hash of the
// sources (~0.1 s). The server's bundle is made every time (~0.3 s).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState, clearStamp, inputsHash, writeStamp } from './build-stamp.mjs';
import { buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');

await buildServer();

if (ifStale) {
  const state = buildState(root);
  if (state.fresh) {
    console.info('dist/ is up to date with the sources: no build needed.');
    process.exit(0);
  }
  console.info(`Building the browser app: ${state.reason}.`);
}

const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Hashed before the build: a file edited while it runs makes the next `npm start` build again.
const inputs = inputsHash(root);
clearStamp(root);
const require = createRequire(import.meta.url);
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
run([vite, 'build']);
run([join(root, 'scripts', 'bundle-size.mjs')]);
writeStamp(root, inputs);
