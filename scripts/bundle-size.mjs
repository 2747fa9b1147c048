// Prints the initial JavaScript weight (entry script plus its modulepreloads) after `vite build` and
// fails the build when it passes the budget of 145 KB gzip (issue 25 lowers it to 130 KB step by step). The server sends the same index.html for
// every route, so the initial JavaScript of /, /board/home and the other eager pages is the same; for each eager
// page the script also lists the chunks its first render loads afterwards (with its data), such as
// the competition home's sections.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const BUDGET_GZIP = 145 * 1024;
const dist = process.argv[2] ?? 'dist';
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]))];

/** Eager routes and the lazily imported chunks (by file name prefix) their first render needs. */
const ROUTES = [
  { path: '/', after: ['home-blocks-'] },
  { path: '/board/home', after: ['board-panel-', 'http-content-api-'] },
  { path: '/competition/home', after: ['competition-home-content-', 'http-competitions-api-'] },
];

const weigh = (files) => {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(assets, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { raw, gzip, brotli };
};

/** A chunk and the chunks it imports statically, minus those already loaded. */
const closure = (start, loaded) => {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file) || loaded.has(file) || !existsSync(join(assets, file))) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) walk(m[1]);
  };
  walk(start);
  return [...seen];
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const line = (w) => `${kb(w.raw)} raw, ${kb(w.gzip)} gzip, ${kb(w.brotli)} brotli`;
const entry = weigh(initial);
const names = readdirSync(assets);
for (const route of ROUTES) {
  console.info(
    `initial JS for ${route.path}: ${initial.length} files, ${line(entry)} (budget ${kb(BUDGET_GZIP)} gzip)`,
  );
  const after = route.after.flatMap((prefix) =>
    names
      .filter((n) => n.startsWith(prefix) && n.endsWith('.js'))
      .flatMap((n) => closure(n, new Set(initial))),
  );
  if (after.length > 0)
    console.info(`  then, with its data: ${after.length} files, ${line(weigh([...new Set(after)]))}`);
}
if (entry.gzip > BUDGET_GZIP) {
  console.error(`initial JavaScript is over budget (${entry.gzip} bytes gzip)`);
  process.exit(1);
}
