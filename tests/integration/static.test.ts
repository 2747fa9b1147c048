import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const INDEX =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/app-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.info(${JSON.stringify('킥오프 '.repeat(400))});`;

describe('the browser app from dist/', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kickoff-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js'), SCRIPT);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(tmpdir(), 'kickoff-secret.txt'), 'secret');
    t = await createTestApp({ config: { staticDir: dist } });
  });
  afterAll(() => t.close());

  it('serves index.html for / and for client routes, revalidated, with the strict CSP', async () => {
    for (const path of ['/', '/article/12', '/users/3?tab=intro', '/board/home']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('sends the strict CSP with the page from the real server', async () => {
    const server = await t.listen();
    try {
      const res = await fetch(`${server.url}/article/7`);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await server.close();
    }
  });

  it('serves hashed assets for a year, brotli or gzip when accepted', async () => {
    const plain = await t.request('GET', '/assets/app-Ab12Cd.js');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toContain('text/javascript');
    expect(await plain.text()).toBe(SCRIPT);
    const br = await t.request('GET', '/assets/app-Ab12Cd.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);
    const gz = await t.request('GET', '/assets/app-Ab12Cd.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await t.request('GET', '/robots.txt');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await t.request('GET', '/robots.txt', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('gives 404 for missing files with an extension and never leaves the directory', async () => {
    expect((await t.request('GET', '/assets/missing-123.js')).status).toBe(404);
    for (const path of [
      '/..%2fkickoff-secret.txt',
      '/%2e%2e/kickoff-secret.txt',
      '/assets/..%2f..%2fkickoff-secret.txt',
    ]) {
      const res = await t.request('GET', path);
      expect(await res.text()).not.toBe('secret');
    }
  });

  it('keeps /api answers JSON and compresses large ones', async () => {
    const missing = await t.request('GET', '/api/articles-nope');
    expect(missing.headers.get('content-type')).toContain('application/json');
    const doc = await t.request('GET', '/api/openapi.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(doc.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await doc.arrayBuffer())).toString())).toHaveProperty(
      'openapi',
    );
    const small = await t.request('GET', '/api/health', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
