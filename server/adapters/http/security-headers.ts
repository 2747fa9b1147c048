import { KAKAO_SDK } from '../../../src/domain/share';

/**
 * Security headers of every response, as fixed name/value pairs. The policy is strict: scripts and
 * styles only from our own files (Vite emits no inline script, Linaria emits CSS files), images also
 * from the image host, no framing, no plugins. The same policy on JSON costs nothing and covers a
 * response ever rendered as a page.
 *
 * Pages (HTML) send their own policy (head/page-responder.ts): it admits their inline critical CSS by
 * its hash, and Kakao's SDK with `kakaoShare` while KAKAO_JS_KEY is set.
 *
 * They never vary per request, so listener.ts sets them on the Node response before Hono runs: the
 * same headers through a Hono middleware (hono/secure-headers or c.header) halve the throughput of a
 * small JSON route (docs/benchmarks.md).
 */
export const contentSecurityPolicy = (
  imageBaseUrl: string | undefined,
  options: {
    kakaoShare?: boolean;
    /** `sha256-…` sources of the page's own inline stylesheets (its critical CSS, page-template.ts). */
    styleHashes?: readonly string[];
  } = {},
): string => {
  const imageOrigin = imageBaseUrl ? ` ${new URL(imageBaseUrl).origin}` : '';
  // KakaoTalk sharing (KAKAO_JS_KEY): the SDK from Kakao's CDN, which posts a form to Kakao's share picker.
  const kakao = options.kakaoShare === true;
  return [
    "default-src 'self'",
    `script-src 'self'${kakao ? ` ${KAKAO_SDK.scriptOrigin}` : ''}`,
    `style-src 'self'${(options.styleHashes ?? []).map((hash) => ` '${hash}'`).join('')}`,
    `img-src 'self' data: blob:${imageOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${kakao ? ` ${KAKAO_SDK.sharerOrigin}` : ''}`,
  ].join('; ');
};

export const securityHeaders = (
  imageBaseUrl: string | undefined,
): ReadonlyArray<readonly [string, string]> => [
  ['Content-Security-Policy', contentSecurityPolicy(imageBaseUrl)],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
];
