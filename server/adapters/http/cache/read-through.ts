import { Effect, Exit } from 'effect';
import type { Context } from 'hono';
import type { AppError } from '../../../application/errors';
import type { Actor } from '../env';
import { respond } from '../run';
import { answerWith } from './cached-response';
import type { CachedRead } from './cached-operations';
import type { CachedAnswer } from './response-cache';
import type { ResponseFacts } from './response-facts';

/**
 * The one rule of who may share answers: a request with no viewer at all, or a signed-in reader (the
 * token checked) of an answer that is the same for every viewer. Any other request carrying an
 * Authorization header is never answered from the cache nor stored in it, so the viewer's own fields
 * (liked, mine, following, an anonymous author an ADMIN sees) cannot reach anyone else.
 */
export const sharesAnswers = (c: Context, actor: Actor, read: CachedRead): boolean =>
  actor === null ? c.req.header('Authorization') === undefined : read.everyViewer;

/**
 * A kept detail answer after a counted view: the detail route's `refresh` change and the listener's
 * fast path (fast-path.ts) both revise a kept detail with it.
 */
export const withOneMoreView = (kept: unknown) => {
  const detail = kept as { readonly views: number };
  return { ...detail, views: detail.views + 1 };
};

/** Path and query of the request: the cache key (the host is not part of it). */
const keyOf = (c: Context) => {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
};

/**
 * What a route does with a kept answer before it is served (a detail counts the reader's view): a
 * change to apply to the latest kept value, or nothing to serve it as it is.
 */
export type Refresh = () => Promise<{
  /** Applied to the latest kept value (a counted view: one more). */
  readonly change?: (kept: unknown) => unknown;
  /** Headers were set on the request's context (a new visitor cookie) and must go out with it. */
  readonly setHeaders: boolean;
}>;

/**
 * Answers an anonymous read from the cache, or computes it once (concurrent misses wait for the
 * first), keeps it and answers from it. `refresh` runs for a kept answer and may revise it without the
 * database (a counted view: one more). Failures are answered as usual and never kept. An answer past
 * its time to live is still served while one request computes it again (`lookup`).
 */
export const readThrough = async (
  c: Context,
  facts: ResponseFacts,
  read: CachedRead,
  compute: () => Promise<Effect.Effect<unknown, AppError>>,
  refresh?: Refresh,
): Promise<Response> => {
  const { cache } = facts;
  const { scope } = read;
  const key = read.partition ? `${keyOf(c)}\n${read.partition(cache.clock())}` : keyOf(c);
  // Routes without a refresh set nothing on the context: their answers go out on the fast path.
  let alone = !refresh;
  /** A kept answer as this request must see it: refreshed, revised on the latest kept one. */
  const revise = async (answer: CachedAnswer): Promise<CachedAnswer> => {
    const outcome = refresh ? await refresh() : undefined;
    alone = !outcome?.setHeaders;
    const change = outcome?.change;
    if (!change) return answer;
    // After the refresh's own wait, so that concurrent revisions add up.
    const latest = cache.lookup(key)?.answer ?? answer;
    const revised = change(JSON.parse(Buffer.from(latest.json).toString('utf8')));
    return cache.put(key, scope, latest.generation, revised, latest);
  };
  let failure: Exit.Exit<unknown, AppError> | undefined;
  let computed = false;
  const run = async () => {
    computed = true;
    const generation = cache.generation(scope);
    const exit = await Effect.runPromiseExit(await compute());
    if (Exit.isSuccess(exit)) return cache.put(key, scope, generation, exit.value);
    failure = exit;
    return null;
  };
  const kept = cache.lookup(key);
  if (kept) {
    // Past its time to live: served while it is computed again once, in the background, with the
    // compressed forms readers used made before they ask for them again.
    if (kept.stale)
      void cache
        .once(key, run)
        .then((fresh) => {
          for (const encoding of fresh ? kept.answer.forms.keys() : [])
            Promise.resolve(cache.form(fresh as CachedAnswer, encoding)).catch(() => undefined);
        })
        .catch(() => undefined);
    const revised = await revise(kept.answer);
    return answerWith(c, cache, revised, alone);
  }
  // A request that waited for another's computation still gets its own refresh (its view counted).
  const shared = await cache.once(key, run);
  const answer = shared && !computed ? await revise(shared) : (shared ?? (failure ? null : await run()));
  // A computed answer may have set headers (the use case's cookie): never alone.
  if (answer) return answerWith(c, cache, answer, computed ? !refresh : alone);
  if (failure && Exit.isFailure(failure)) return respond(c, Effect.failCause(failure.cause));
  throw new Error('a cached read ended with neither an answer nor a failure');
};
