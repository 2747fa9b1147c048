import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly what package-lock.json records and refuses to start ("Missing: … from
 * lock file") when a package's dependency has no entry, including the optional packages of other
 * platforms (@biomejs/cli-darwin-arm64 on a Linux machine): npm records them all so one lock file
 * serves every platform, but a lock file rewritten by an install over an existing node_modules can
 * lose them (npm/cli#4828). These checks read the lock file the way npm ci does, without the network.
 */

type Dependencies = Record<string, string>;
type LockEntry = {
  version?: string;
  link?: boolean;
  dependencies?: Dependencies;
  devDependencies?: Dependencies;
  optionalDependencies?: Dependencies;
  peerDependencies?: Dependencies;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
type Lock = { lockfileVersion: number; packages: Record<string, LockEntry> };
type Manifest = Pick<
  LockEntry,
  'dependencies' | 'devDependencies' | 'optionalDependencies' | 'peerDependencies'
>;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/**
 * Where npm finds `name` for the package at `location` ('' is the project): in that package's own
 * node_modules, then in each enclosing package's, up to the project's.
 */
const resolveFrom = (packages: Lock['packages'], location: string, name: string): string | null => {
  let at = location;
  for (;;) {
    const candidate = `${at === '' ? '' : `${at}/`}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (at === '') return null;
    const nested = at.lastIndexOf('/node_modules/');
    at = nested < 0 ? '' : at.slice(0, nested);
  }
};

/** Every dependency that no entry of the lock file answers, as `<package> <kind> <name>`. */
const missingFromLock = (lock: Lock): string[] => {
  const missing: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const kinds: Record<string, Dependencies | undefined> = {
      dependencies: entry.dependencies,
      optionalDependencies: entry.optionalDependencies,
      peerDependencies: entry.peerDependencies,
      // Only the project's own dev dependencies are installed.
      ...(location === '' ? { devDependencies: entry.devDependencies } : {}),
    };
    for (const [kind, dependencies] of Object.entries(kinds)) {
      for (const name of Object.keys(dependencies ?? {})) {
        if (kind === 'peerDependencies' && entry.peerDependenciesMeta?.[name]?.optional) continue;
        if (resolveFrom(lock.packages, location, name) === null)
          missing.push(`${location || '(project)'} ${kind} ${name}`);
      }
    }
  }
  return missing;
};

describe('package-lock.json', () => {
  const lock = readJson<Lock>('package-lock.json');
  const manifest = readJson<Manifest>('package.json');

  it('has an entry for every dependency of every package, the other platforms’ optional ones too', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(missingFromLock(lock)).toEqual([]);
  });

  it('records the ranges package.json declares', () => {
    const project = lock.packages[''];
    for (const kind of [
      'dependencies',
      'devDependencies',
      'optionalDependencies',
      'peerDependencies',
    ] as const) {
      expect(project?.[kind] ?? {}, kind).toEqual(manifest[kind] ?? {});
    }
  });

  it('is checked by a rule that finds a left-out platform package, nested or not', () => {
    const withoutEntry = (location: string): Lock => {
      const packages = { ...lock.packages };
      delete packages[location];
      return { ...lock, packages };
    };
    expect(missingFromLock(withoutEntry('node_modules/@biomejs/cli-win32-x64'))).toContain(
      'node_modules/@biomejs/biome optionalDependencies @biomejs/cli-win32-x64',
    );
    const nested: Lock = {
      lockfileVersion: 3,
      packages: {
        '': { dependencies: { a: '^1.0.0' } },
        'node_modules/a': { version: '1.0.0', dependencies: { b: '^2.0.0', c: '^1.0.0' } },
        'node_modules/a/node_modules/b': {
          version: '2.0.0',
          optionalDependencies: { 'b-win32-x64': '2.0.0' },
        },
        'node_modules/c': {
          version: '1.0.0',
          peerDependencies: { a: '*', d: '*' },
          peerDependenciesMeta: { d: { optional: true } },
        },
      },
    };
    expect(missingFromLock(nested)).toEqual([
      'node_modules/a/node_modules/b optionalDependencies b-win32-x64',
    ]);
    nested.packages['node_modules/b-win32-x64'] = { version: '2.0.0' };
    expect(missingFromLock(nested)).toEqual([]);
  });
});
