// Prints the initial JavaScript weight of / (entry script plus its modulepreloads) after `vite build`,
// and fails the build when it passes the budget of 150 KB gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const BUDGET_GZIP = 150 * 1024;
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const url of new Set(urls)) {
  const bytes = readFileSync(join(dist, url));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
  brotli += brotliCompressSync(bytes).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.info(
  `initial JS for /: ${urls.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli (budget ${kb(BUDGET_GZIP)} gzip)`,
);
if (gzip > BUDGET_GZIP) {
  console.error('initial JavaScript is over budget');
  process.exit(1);
}
