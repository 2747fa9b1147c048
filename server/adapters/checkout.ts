import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const isProjectRoot = (dir: string) => {
  try {
    return (
      (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === 'kickoff'
    );
  } catch {
    return false;
  }
};

/**
 * The checkout the server runs from: the nearest folder above this module whose package.json is the
 * project's. The same whether the server runs from its sources (`node --import tsx server/main.ts`) or
 * from the bundle `npm start` runs (dist-server/main.mjs), whose one module sits at another depth than
 * the source files do. Files the server reads at run time (the migrations, package.json) are found
 * from here.
 */
export const CHECKOUT_ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!isProjectRoot(dir)) {
    const parent = dirname(dir);
    if (parent === dir || !existsSync(parent))
      throw new Error(`no kickoff package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
})();

/** A path inside the checkout. */
export const inCheckout = (...parts: string[]) => join(CHECKOUT_ROOT, ...parts);
