import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildState, clearStamp, inputsHash, writeStamp } from '../../scripts/build-stamp.mjs';

/** The rule `npm start` uses to skip the build (scripts/build-stamp.mjs), on a small fake checkout. */
let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const env = {};
const state = () => buildState(root, { env });
/** What scripts/build.mjs does: hash the inputs, build, record. */
const build = () => {
  const inputs = inputsHash(root, env);
  write('dist/index.html', `<script src="/assets/index-${inputs.slice(0, 8)}.js"></script>`);
  writeStamp(root, inputs);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kickoff-stamp-'));
  write('index.html', '<div id="root"></div>');
  write('vite.config.ts', 'export default {};');
  write('package.json', '{"name":"kickoff"}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('src/ui/main.tsx', 'render();');
  write('src/domain/level.ts', 'export const level = 1;');
  write('src/domain/level.test.ts', 'test();');
});

describe('the build stamp', () => {
  it('is stale with no build, fresh right after one', () => {
    expect(state()).toEqual({ fresh: false, reason: 'dist/index.html is missing' });
    build();
    expect(state()).toEqual({ fresh: true });
  });

  it.each([
    ['a source file edited', () => write('src/domain/level.ts', 'export const level = 2;')],
    ['a source file added', () => write('src/domain/rank.ts', 'export const rank = 1;')],
    ['a source file deleted', () => rmSync(join(root, 'src/domain/level.ts'))],
    ['the page edited', () => write('index.html', '<div id="app"></div>')],
    ['the Vite config edited', () => write('vite.config.ts', 'export default { base: "/" };')],
    ['the lock file changed (a dependency)', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}')],
    ['package.json changed', () => write('package.json', '{"name":"kickoff","sideEffects":false}')],
    ['a public asset added', () => write('public/favicon.svg', '<svg/>')],
    ['an environment file added', () => write('.env.production', 'VITE_X=1')],
    ['demo content changed', () => write('content/demo/articles.ts', 'export const a = [];')],
  ])('is stale after %s', (_what, change) => {
    build();
    change();
    expect(state()).toEqual({ fresh: false, reason: 'the sources changed since the last build' });
    build();
    expect(state()).toEqual({ fresh: true });
  });

  it('is stale when a VITE_ variable differs (Vite embeds it), not when another one does', () => {
    build();
    expect(buildState(root, { env: { PATH: '/bin', PORT: '3000' } })).toEqual({ fresh: true });
    expect(buildState(root, { env: { VITE_API: 'x' } }).fresh).toBe(false);
  });

  it('stays fresh when files are only touched, or a test file changes', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/ui/main.tsx'), later, later);
    write('src/domain/level.ts', 'export const level = 1;');
    write('src/domain/level.test.ts', 'test(); test();');
    write('src/domain/rank.test.tsx', 'test();');
    expect(state()).toEqual({ fresh: true });
  });

  it('is stale when dist/ was replaced or removed after the recorded build', () => {
    build();
    write('dist/index.html', '<script src="/assets/index-other.js"></script>');
    expect(state()).toEqual({ fresh: false, reason: 'dist/ was not written by the last recorded build' });
    build();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(state()).toEqual({ fresh: false, reason: 'dist/index.html is missing' });
  });

  it('is stale while a build runs or after one failed (the stamp is cleared first)', () => {
    build();
    clearStamp(root);
    expect(state()).toEqual({ fresh: false, reason: 'no record of the last build' });
  });

  it('records the inputs hashed before the build, so an edit during the build counts', () => {
    const before = inputsHash(root, env);
    write('src/domain/level.ts', 'export const level = 3;');
    write('dist/index.html', '<script src="/assets/index-a.js"></script>');
    writeStamp(root, before);
    expect(state().fresh).toBe(false);
  });
});
