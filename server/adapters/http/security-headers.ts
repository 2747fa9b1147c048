/**
 * Security headers of every response, as fixed name/value pairs. The policy is strict: scripts and
 * styles only from our own files (Vite emits no inline script, Linaria emits CSS files), images also
 * from the image host, no framing, no plugins. The same policy on JSON costs nothing and covers a
 * response ever rendered as a page.
 *
 * They never vary per request, so listener.ts sets them on the Node response before Hono runs: the
 * same headers through a Hono middleware (hono/secure-headers or c.header) halve the throughput of a
 * small JSON route (docs/benchmarks.md).
 */
export const contentSecurityPolicy = (imageBaseUrl: string | undefined): string => {
  const imageOrigin = imageBaseUrl ? ` ${new URL(imageBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob:${imageOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
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
