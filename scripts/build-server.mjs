// The server as `npm start` runs it: server/main.ts and every module of the checkout it imports, in one
// ES module (esbuild), the packages left to node_modules. Loading some six hundred TypeScript modules
// through tsx's loader took about 2.5 s of a 5 s restart on a 2-core machine; the bundle loads in a
// fraction of that. Built on every start (esbuild takes ~0.3 s, less than hashing its inputs would),
// so it is never older than the sources. `node scripts/build-server.mjs [outfile]`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles the server into `outfile` (inside the checkout: the server finds its files from there). */
export const buildServer = (outfile = join(root, 'dist-server', 'main.mjs')) =>
  build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2]);
