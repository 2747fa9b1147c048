import { inject } from 'vitest';

/**
 * The arguments of `node` that start a server process: the bundle of server/main.ts that
 * `npm start` runs, built once for this run (tests/setup/server-bundle.ts).
 */
export const serverArgs = (): string[] => ['--enable-source-maps', inject('serverBundle')];
