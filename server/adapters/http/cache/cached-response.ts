import type { Context } from 'hono';
import { pickEncoding } from '../compress';
import type { CachedAnswer, Encoding, ResponseCache } from './response-cache';
import { etagOf } from './response-cache';

/**
 * Cached answers are the same for every visitor, so a browser may keep them, but must ask again each
 * time (If-None-Match, answered 304 while nothing changed); shared caches must not keep them (the
 * detail's answer may set the visitor cookie). They vary by encoding, and by Authorization: a
 * signed-in request is never answered from the cache, nor with 304.
 */
export const CACHE_CONTROL = 'private, no-cache';
export const VARY = 'Accept-Encoding, Authorization';

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2), or is `*`. */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

const accepted = new Map<string, Encoding | null>();
/** The encoding for an Accept-Encoding header, remembered for the few headers browsers send. */
export const encodingFor = (header: string | undefined): Encoding | null => {
  if (header === undefined) return null;
  let known = accepted.get(header);
  if (known === undefined) {
    known = pickEncoding(header);
    if (accepted.size < 256) accepted.set(header, known);
  }
  return known;
};

/** Answers a request from a cached answer: 304 when the client holds it, else its bytes. */
export const answerWith = async (
  c: Context,
  cache: ResponseCache,
  answer: CachedAnswer,
  /** Nothing was set on the context (no cookie): the answer is built alone, on the fast path. */
  alone = false,
): Promise<Response> => {
  const send = (body: Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
    alone ? new Response(body, { status: 200, headers }) : c.body(body, 200, headers);
  const encoding = answer.compressible ? encodingFor(c.req.header('Accept-Encoding')) : null;
  const etag = etagOf(answer, encoding);
  if (matchesEtag(c.req.header('If-None-Match'), etag))
    return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_CONTROL, Vary: VARY });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ETag: etag,
    'Cache-Control': CACHE_CONTROL,
    Vary: VARY,
  };
  if (encoding === null) return send(answer.json as Uint8Array<ArrayBuffer>, headers);
  headers['Content-Encoding'] = encoding;
  const body = await cache.form(answer, encoding);
  return send(body as Uint8Array<ArrayBuffer>, headers);
};
