import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled as `npm start` runs it, for the tests that start server processes. */
    serverBundle: string;
  }
}

/**
 * Bundles the server once per run (scripts/build-server.mjs, what `npm start` runs): the tests that
 * start real server processes (kill -9 cycles, shutdown, locks, several processes on one database) start
 * dozens, and each one loading the sources through tsx cost about 2.5 s more on a 2-core machine. Inside
 * the checkout (the server finds its migrations from there), under this run's own name.
 */
export default async function setup(project: TestProject) {
  const dir = join(process.cwd(), 'node_modules', '.cache', 'kickoff', `test-server-${process.pid}`);
  const bundle = join(dir, 'main.mjs');
  await buildServer(bundle);
  project.provide('serverBundle', bundle);
  return () => rmSync(dir, { recursive: true, force: true });
}
