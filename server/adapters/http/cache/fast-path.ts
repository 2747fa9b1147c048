import type { IncomingMessage, ServerResponse } from 'node:http';
import { Effect } from 'effect';
import type { ViewCounter } from '../../../ports/views.port';
import type { Logger } from '../../log/logger';
import { requestIdOf } from '../../log/request-context';
import type { Metrics } from '../metrics-type';
import { pathPattern } from '../operation-routes';
import { CACHE_CONTROL, encodingFor, matchesEtag, VARY } from './cached-response';
import { type CachedRead, cachedReads, countsViews } from './cached-operations';
import { withOneMoreView } from './read-through';
import { type CachedAnswer, type Encoding, etagOf, type ResponseCache } from './response-cache';

/**
 * The listener's fast path (docs/benchmarks.md, "Where a cached read's CPU goes"): a fresh cached
 * answer to an anonymous GET or HEAD is written straight to the Node response, with the same status,
 * headers and bytes Hono's route would send (read-through.ts, cached-response.ts), without building a
 * Fetch Request and Response, routing, or running the middleware. It answers only what the full path
 * would answer from the cache with nothing else to do; everything else goes on to Hono unchanged:
 * a request with Authorization (auth.middleware.ts reads the token, read-through.ts never shares
 * answers with it), a body (the route reads and bounds it), a URL or Host that @hono/node-server
 * would normalise or refuse, a key not kept, stale (the route computes it again) or whose compressed
 * form is not made yet, and a detail whose reader has no valid visitor cookie (the route sets one).
 * Cached reads have no rate limit (operation-routes.ts keeps only those). A detail still counts the
 * reader's view, with the route's own view counter and viewer keys (fast-visitor.ts), and serves the
 * answer revised by one more view when it counted, as the route's `refresh` does. The request log
 * line (request-log.ts, at info level) is written alike.
 */
export type FastPath = {
  /** A request listener's fast path: true when it answered, false to hand the request to Hono. */
  readonly listener: (
    fixed: ReadonlyArray<readonly [string, string]>,
  ) => (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Requests answered on the fast path (tests tell it from the full path by this). */
  readonly answered: () => number;
};

type Route = { readonly read: CachedRead; readonly views: boolean };
/** What @hono/node-server takes as it is for `c.req.url` (its `reValidRequestUrl`, `reDotSegment`). */
const PLAIN_URL = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
/** A Host @hono/node-server takes as it is (its `reValidHost`); any other goes to Hono. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** The cached reads by path: literal paths in a map, the others as patterns (ids are digits). */
const routeTable = () => {
  const literal = new Map<string, Route>();
  const patterns: { pattern: RegExp; route: Route }[] = [];
  for (const [op, read] of cachedReads()) {
    const route = { read, views: countsViews(op) };
    if (!op.path.includes('{')) literal.set(op.path, route);
    else patterns.push({ pattern: pathPattern(op), route });
  }
  return (path: string): Route | undefined => {
    const known = literal.get(path);
    if (known) return known;
    for (const { pattern, route } of patterns) if (pattern.test(path)) return route;
    return undefined;
  };
};

/** The last path segment of a detail: its id. */
const idOf = (path: string) => Number(path.slice(path.lastIndexOf('/') + 1));

/** The headers of one answer in one encoding, built once: flat arrays Node writes as they are. */
type Heads = {
  readonly etag: string;
  readonly body: Uint8Array;
  readonly ok: readonly string[];
  readonly head: readonly string[];
  readonly notModified: readonly string[];
};
const ENCODINGS: readonly (Encoding | null)[] = [null, 'br', 'gzip'];

/** The fast path of each app (createApp registers it; the listener finds it by the app it is given). */
const fastPaths = new WeakMap<object, FastPath>();
export const registerFastPath = (app: object, fastPath: FastPath): void => void fastPaths.set(app, fastPath);
export const fastPathOf = (app: object): FastPath | undefined => fastPaths.get(app);

export const createFastPath = (deps: {
  readonly cache: ResponseCache;
  readonly logger: Logger;
  readonly clock: () => Date;
  readonly views: ViewCounter;
  /** The detail route's viewer keys of a visitor with a valid cookie (fast-visitor.ts). */
  readonly visitorKeys: (req: IncomingMessage) => readonly string[] | undefined;
  /** Prometheus metrics (../metrics.ts): a fast answer is timed as Hono's would be. */
  readonly metrics?: Metrics | undefined;
}): FastPath => {
  const { cache, logger } = deps;
  const routeOf = routeTable();
  let answered = 0;

  const listener = (fixed: ReadonlyArray<readonly [string, string]>) => {
    const fixedFlat = fixed.flat();
    const built = new WeakMap<CachedAnswer, (Heads | undefined)[]>();
    const headsOf = (answer: CachedAnswer, encoding: Encoding | null, body: Uint8Array): Heads => {
      let forms = built.get(answer);
      if (forms === undefined) {
        forms = [];
        built.set(answer, forms);
      }
      const slot = ENCODINGS.indexOf(encoding);
      const known = forms[slot];
      if (known) return known;
      const etag = etagOf(answer, encoding);
      const validators = ['ETag', etag, 'Vary', VARY];
      const coding = encoding === null ? [] : ['Content-Encoding', encoding];
      const head = [...fixedFlat, 'Cache-Control', CACHE_CONTROL, ...coding];
      const heads: Heads = {
        etag,
        body,
        // HEAD goes out as Hono sends it: without the length of the body it leaves out.
        head: [...head, 'Content-Type', 'application/json', ...validators],
        ok: [
          ...head,
          'Content-Type',
          'application/json',
          ...validators,
          'Content-Length',
          String(body.byteLength),
        ],
        notModified: [...fixedFlat, 'Cache-Control', CACHE_CONTROL, ...validators],
      };
      forms[slot] = heads;
      return heads;
    };

    /** Writes the answer; false (nothing written) when its compressed form is not made yet. */
    const send = (req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, started: number) => {
      const encoding = answer.compressible ? encodingFor(req.headers['accept-encoding']) : null;
      const body = encoding === null ? answer.json : answer.forms.get(encoding);
      if (body === undefined || body instanceof Promise) return false;
      const heads = headsOf(answer, encoding, body);
      // The request's id, as request-log.ts gives one to every request Hono answers.
      const reqId = requestIdOf(req.headers['x-request-id'] as string | undefined);
      let status = 200;
      if (matchesEtag(req.headers['if-none-match'], heads.etag)) {
        status = 304;
        res.writeHead(304, [...(heads.notModified as string[]), 'X-Request-Id', reqId]);
        res.end();
      } else if (req.method === 'HEAD') {
        res.writeHead(200, [...(heads.head as string[]), 'X-Request-Id', reqId]);
        res.end();
      } else {
        res.writeHead(200, [...(heads.ok as string[]), 'X-Request-Id', reqId]);
        res.end(heads.body);
      }
      answered++;
      if (started >= 0) {
        const path = req.url as string;
        const query = path.indexOf('?');
        const ms = performance.now() - started;
        deps.metrics?.observe(
          req.method as string,
          query < 0 ? path : path.slice(0, query),
          status,
          ms / 1000,
        );
        if (logger.isLevelEnabled('info'))
          logger.info(
            {
              reqId,
              method: req.method,
              path: query < 0 ? path : path.slice(0, query),
              status,
              ms: Math.round(ms),
            },
            'request',
          );
      }
      return true;
    };

    /** A detail: the view counted as the route counts it, then the (revised) answer. */
    const countAndSend = async (
      req: IncomingMessage,
      res: ServerResponse,
      key: string,
      route: Route,
      kept: CachedAnswer,
      keys: readonly string[],
      started: number,
    ) => {
      const path = (req.url as string).split('?')[0] as string;
      try {
        const counted = await Effect.runPromise(deps.views.count(idOf(path), keys, deps.clock()));
        let answer = kept;
        if (counted) {
          // After the count's own wait, so that concurrent revisions add up (read-through.ts `revise`).
          const latest = cache.lookup(key)?.answer ?? kept;
          const revised = withOneMoreView(JSON.parse(Buffer.from(latest.json).toString('utf8')));
          answer = cache.put(key, route.read.scope, latest.generation, revised, latest);
        }
        const encoding = answer.compressible ? encodingFor(req.headers['accept-encoding']) : null;
        if (encoding !== null) await cache.form(answer, encoding);
        send(req, res, answer, started);
      } catch (error) {
        // As app.ts `onError` answers an unexpected failure.
        logger.error({ err: error, method: req.method, path }, 'request failed');
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, [...fixedFlat, 'Cache-Control', 'no-store', 'Content-Type', 'application/json']);
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      }
    };

    return (req: IncomingMessage, res: ServerResponse): boolean => {
      const method = req.method;
      const url = req.url;
      if ((method !== 'GET' && method !== 'HEAD') || url === undefined || !url.startsWith('/api/'))
        return false;
      const headers = req.headers;
      if (headers.authorization !== undefined || headers['transfer-encoding'] !== undefined) return false;
      const length = headers['content-length'];
      if (length !== undefined && length !== '0') return false;
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      const route = routeOf(path);
      if (route === undefined) return false;
      const host = headers.host;
      if (host === undefined || !PLAIN_HOST.test(host) || !PLAIN_URL.test(url) || DOT_SEGMENT.test(url))
        return false;
      // Hono decodes a path with escapes (and its log line shows it decoded): left to it.
      if (path.includes('%')) return false;
      const { partition } = route.read;
      // The key read-through.ts files the answer under: path and query, and the day for youth reads.
      const key = partition ? `${url}\n${partition(cache.clock())}` : url;
      const kept = cache.get(key);
      if (kept === undefined) return false;
      const started = logger.isLevelEnabled('info') || deps.metrics ? performance.now() : -1;
      if (!route.views) return send(req, res, kept, started);
      const keys = deps.visitorKeys(req);
      if (keys === undefined) return false;
      void countAndSend(req, res, key, route, kept, keys, started);
      return true;
    };
  };

  return { listener, answered: () => answered };
};
