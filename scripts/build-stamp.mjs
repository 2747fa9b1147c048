// Whether dist/ is the production build of the sources as they are now, so `npm start` builds only when
// it is not. A build records a stamp: a SHA-256 of every input of `vite build` (taken before the build
// starts, so an edit made during the build makes the next start build again) and of the dist/index.html
// it produced. dist/ is fresh when both still match: a source edit, a new dependency, a deleted or
// replaced dist/ (a plain `vite build` of other sources) each make it stale. Contents are hashed, not
// modification times, so a checkout that only touches files does not rebuild and one that restores
// older files does. The stamp lives in node_modules/.cache, outside dist/, which the server publishes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * What `vite build` reads: the page, the config and the TypeScript settings its transform uses, the
 * sources (src/, and content/, which the demo build's fakes import), static assets (public/, when there
 * is one), environment files (Vite embeds their VITE_ variables), the installed packages as the lock
 * file records them and package.json ("sideEffects" steers tree shaking), and the size gate the build
 * runs. Test files are left out: the app never imports them.
 */
export const BUILD_INPUTS = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/bundle-size.mjs',
  'src',
  'content',
  'public',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

const filesUnder = (path) => {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return [];
  if (info.isFile()) return [path];
  if (!info.isDirectory()) return [];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTestFile(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
};

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** SHA-256 over the inputs' paths and contents, and the VITE_ variables of `env` (Vite embeds those). */
export const inputsHash = (root, env = process.env) => {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input)))
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
  for (const file of files) {
    const content = readFileSync(join(root, file));
    hash.update(`file ${file} ${content.length}\n`).update(content);
  }
  for (const name of Object.keys(env).sort())
    if (name.startsWith('VITE_')) hash.update(`env ${name}=${env[name]}\n`);
  return hash.digest('hex');
};

export const stampPath = (root) => join(root, 'node_modules', '.cache', 'kickoff', 'build-stamp.json');

const builtPage = (root, distDir) => {
  const page = join(root, distDir, 'index.html');
  return existsSync(page) ? sha256(readFileSync(page)) : null;
};

/**
 * `{ fresh: true }` when dist/ was built from exactly these inputs, else `{ fresh: false, reason }`
 * (for the log line that says why `npm start` builds).
 */
export const buildState = (root, { distDir = 'dist', env = process.env } = {}) => {
  const page = builtPage(root, distDir);
  if (!page) return { fresh: false, reason: `${distDir}/index.html is missing` };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath(root), 'utf8'));
  } catch {
    return { fresh: false, reason: 'no record of the last build' };
  }
  if (stamp?.distDir !== distDir || stamp?.page !== page)
    return { fresh: false, reason: `${distDir}/ was not written by the last recorded build` };
  if (stamp.inputs !== inputsHash(root, env))
    return { fresh: false, reason: 'the sources changed since the last build' };
  return { fresh: true };
};

/** Forgets the last build (before a new one starts, so a failed build is never taken as fresh). */
export const clearStamp = (root) => rmSync(stampPath(root), { force: true });

/** Records a finished build of `inputs` (the hash taken before it started). */
export const writeStamp = (root, inputs, { distDir = 'dist' } = {}) => {
  const page = builtPage(root, distDir);
  if (!page) throw new Error(`${distDir}/index.html is missing after the build`);
  const path = stampPath(root);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ inputs, distDir, page, builtAt: new Date().toISOString() })}\n`);
};
