import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { COMPRESS_THRESHOLD, compressBuffer, pickEncoding } from '../compress';
import type { AppDeps } from '../deps';
import { contentSecurityPolicy } from '../security-headers';
import { renderFirstScreen } from './first-screen';
import { pageHeads } from './page-head';
import type { PageTemplate } from './page-template';
import { renderHead } from './render-head';

/** Compressed pages kept by ETag: the same page asked again costs no compression. */
const COMPRESSED_PAGES = 256;

export type PageResponder = (c: Context, template: PageTemplate, path: string) => Promise<Response>;

/**
 * Answers a browser route with the app's page for that address: its own head and first-screen shell
 * in the template, the status the head decides (404 for a draft, a missing item or an unknown
 * address), revalidated by ETag, brotli or gzip when accepted. Its CSP admits the template's inline
 * critical CSS by hash; with KAKAO_JS_KEY the page also carries the key and admits Kakao's SDK.
 */
export const pageResponder = (deps: AppDeps): PageResponder => {
  const heads = pageHeads(deps);
  const kakaoJsKey = deps.config.kakaoJsKey;
  // One policy per template (in practice one): its inline critical CSS admitted by hash, Kakao's SDK
  // when KAKAO_JS_KEY is set.
  const policies = new WeakMap<PageTemplate, string>();
  const policyOf = (template: PageTemplate): string => {
    let policy = policies.get(template);
    if (policy === undefined) {
      policy = contentSecurityPolicy(deps.config.imageBaseUrl, {
        kakaoShare: kakaoJsKey !== undefined && kakaoJsKey !== '',
        styleHashes: template.styleHashes,
      });
      policies.set(template, policy);
    }
    return policy;
  };
  const compressed = new Map<string, Buffer>();

  const variant = async (etag: string, body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    const key = `${encoding}${etag}`;
    const cached = compressed.get(key);
    if (cached) {
      compressed.delete(key);
      compressed.set(key, cached);
      return cached;
    }
    const made = await compressBuffer(body, encoding);
    if (compressed.size >= COMPRESSED_PAGES) compressed.delete(compressed.keys().next().value as string);
    compressed.set(key, made);
    return made;
  };

  return async (c, template, path) => {
    const head = await heads(path, new URL(c.req.url).search);
    const html = template.fill(renderHead(head, { kakaoJsKey }), renderFirstScreen(head.shell));
    const body = Buffer.from(html);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Security-Policy', policyOf(template));
    if (head.status === 200 && c.req.header('If-None-Match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=utf-8');
    const encoding =
      body.byteLength >= COMPRESS_THRESHOLD ? pickEncoding(c.req.header('Accept-Encoding')) : null;
    const sent = encoding ? await variant(etag, body, encoding) : body;
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(sent.byteLength));
    return c.req.method === 'HEAD' ? c.body(null, head.status) : c.body(new Uint8Array(sent), head.status);
  };
};
