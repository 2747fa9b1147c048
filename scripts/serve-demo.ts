// Serves the demo build (dist-demo, the app on in-memory fake adapters) with a history fallback,
// so every client route works on reload. No API server is involved.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const ROOT = resolve(process.argv[2] ?? 'dist-demo');
const PORT = Number(process.env.PORT ?? 4173);
const HOST = process.env.HOST ?? '127.0.0.1';
const INDEX = existsSync(join(ROOT, 'demo.html')) ? 'demo.html' : 'index.html';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

if (!existsSync(join(ROOT, INDEX))) {
  console.error(`${ROOT} has no ${INDEX}: run \`vite build --mode demo --outDir dist-demo\` first`);
  process.exit(1);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  // normalize + prefix check keeps requests inside ROOT ('..' cannot escape).
  const candidate = normalize(join(ROOT, decodeURIComponent(url.pathname)));
  const isFile = candidate.startsWith(ROOT) && existsSync(candidate) && statSync(candidate).isFile();
  const file = isFile ? candidate : join(ROOT, INDEX);
  const hashed = isFile && url.pathname.startsWith('/assets/');
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  createReadStream(file).pipe(res);
});

server.listen(PORT, HOST, () => {
  console.info(`Kickoff demo (fake backend): http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${PORT}/`);
  console.info('Sign in with any demo account, e.g. user1@kickoff.example / kickoff-demo');
});
