import { createHash } from 'node:crypto';
import type { InvalidationChannel } from '../../../ports/invalidation.port';
import { COMPRESS_THRESHOLD, compressBuffer } from '../compress';

/**
 * How long a cached answer is served at most, whatever writes happen. Writes invalidate at once; this
 * bounds what no write announces: view counts (written in batches by every process), the clock (the
 * popular windows, "today's" matches), a lost Redis message, and changes made outside the server
 * (the CLI commands, SQL by hand).
 */
export const CACHE_TTL_MS = 10_000;
/** Bytes of answers (JSON and its compressed forms) kept at most; the oldest go first. */
export const CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const CACHE_MAX_ENTRIES = 10_000;

export type Encoding = 'br' | 'gzip';

/** One serialised answer, its strong ETag, and its compressed forms as they are first asked for. */
export type CachedAnswer = {
  readonly key: string;
  readonly scope: string;
  readonly generation: number;
  readonly json: Uint8Array;
  /** Hash of the JSON; the ETag of a form is `"<hash>"`, `"<hash>-br"` or `"<hash>-gz"`. */
  readonly hash: string;
  readonly compressible: boolean;
  readonly forms: Map<Encoding, Uint8Array | Promise<Uint8Array>>;
  readonly storedAt: number;
  readonly clockAt: number;
  bytes: number;
};

export const etagOf = (answer: CachedAnswer, encoding: Encoding | null) =>
  `"${answer.hash}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`;

/**
 * Anonymous answers by request path and query, each valid while the generation of its scope (a content
 * kind, the youth data) is the one it was computed under and for CACHE_TTL_MS. A write announces its
 * scopes on the invalidation channel (the notification bus): every process drops their answers, and an
 * answer computed while a write happened is stored under the old generation, so it is never served.
 */
export const createResponseCache = (options: {
  readonly channel: InvalidationChannel;
  /** The server's clock: an answer computed at another time of it (tests move it) is stale too. */
  readonly clock: () => Date;
  readonly ttlMs?: number;
  readonly maxBytes?: number;
  readonly maxEntries?: number;
}) => {
  const ttl = options.ttlMs ?? CACHE_TTL_MS;
  const maxBytes = options.maxBytes ?? CACHE_MAX_BYTES;
  const maxEntries = options.maxEntries ?? CACHE_MAX_ENTRIES;
  const generations = new Map<string, number>();
  const answers = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();
  let bytes = 0;
  // Lookups answered from the cache or not (metrics: /metrics reads them through `stats`).
  const stats = { hits: 0, misses: 0 };

  const generation = (scope: string) => generations.get(scope) ?? 0;
  const drop = (key: string, answer: CachedAnswer) => {
    if (answers.get(key) !== answer) return;
    answers.delete(key);
    bytes -= answer.bytes;
  };
  const bump = (scopes: readonly string[]) => {
    for (const scope of scopes) generations.set(scope, generation(scope) + 1);
    for (const [key, answer] of answers) if (scopes.includes(answer.scope)) drop(key, answer);
  };
  const unsubscribe = options.channel.onAnnounce(bump);
  /** How long ago the answer was computed, by the process's time or the server's clock (the larger). */
  const age = (answer: CachedAnswer) =>
    Math.max(performance.now() - answer.storedAt, Math.abs(options.clock().getTime() - answer.clockAt));
  const makeRoom = () => {
    for (const [key, answer] of answers) {
      if (bytes <= maxBytes && answers.size <= maxEntries) break;
      drop(key, answer);
    }
  };

  return {
    /** How long an answer is fresh (kept reads live as long). */
    ttlMs: ttl,
    /** The server's clock the answers are aged by. */
    clock: options.clock,
    generation,
    /**
     * The answer for `key` when it may still be served: fresh within the time to live, or `stale` up to
     * twice that (its generation still current), to be served while one request computes it again, so
     * readers never wait for the database on a hot key. Anything older is dropped.
     */
    lookup: (key: string): { answer: CachedAnswer; stale: boolean } | undefined => {
      const answer = answers.get(key);
      if (answer === undefined) {
        stats.misses++;
        return undefined;
      }
      const old = age(answer);
      if (answer.generation === generation(answer.scope) && old < 2 * ttl) {
        stats.hits++;
        return { answer, stale: old >= ttl };
      }
      drop(key, answer);
      stats.misses++;
      return undefined;
    },
    /** The answer for `key` when it is fresh. */
    get: (key: string): CachedAnswer | undefined => {
      const answer = answers.get(key);
      if (answer === undefined) return undefined;
      // A fast-path hit counts; a miss there is looked up again by the route (counted by `lookup`).
      if (answer.generation === generation(answer.scope) && age(answer) < ttl) {
        stats.hits++;
        return answer;
      }
      return undefined;
    },
    /**
     * Serialises `value` computed under `generation` of `scope` and keeps it, unless a write of the
     * scope was announced meanwhile (then it is answered once and not kept). A revision of a kept
     * answer keeps its age, so it still goes at the time to live.
     */
    put: (
      key: string,
      scope: string,
      atGeneration: number,
      value: unknown,
      /** The answer this one revises (a view counted): it keeps that one's age. */
      revises?: CachedAnswer,
    ): CachedAnswer => {
      const json = Buffer.from(JSON.stringify(value));
      const answer: CachedAnswer = {
        key,
        scope,
        generation: atGeneration,
        json,
        hash: createHash('sha256').update(json).digest('base64url').slice(0, 27),
        compressible: json.byteLength >= COMPRESS_THRESHOLD,
        forms: new Map(),
        storedAt: revises?.storedAt ?? performance.now(),
        clockAt: revises?.clockAt ?? options.clock().getTime(),
        bytes: json.byteLength,
      };
      if (atGeneration !== generation(scope)) return answer;
      const previous = answers.get(key);
      if (previous) drop(key, previous);
      answers.set(key, answer);
      bytes += answer.bytes;
      makeRoom();
      return answer;
    },
    /** The body in `encoding`: compressed once (brotli quality 5 or gzip 6) and kept with the answer. */
    form: (answer: CachedAnswer, encoding: Encoding): Uint8Array | Promise<Uint8Array> => {
      const known = answer.forms.get(encoding);
      if (known) return known;
      const pending = compressBuffer(answer.json, encoding).then((compressed) => {
        const body = new Uint8Array(compressed);
        answer.forms.set(encoding, body);
        if (answers.get(answer.key) === answer) bytes += body.byteLength;
        answer.bytes += body.byteLength;
        makeRoom();
        return body;
      });
      answer.forms.set(encoding, pending);
      return pending;
    },
    /** One computation per key at a time: concurrent misses wait for the first. */
    once: (key: string, compute: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> => {
      const running = inFlight.get(key);
      if (running) return running;
      const started = compute().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    /** Every answer dropped (tests that empty the database between cases). */
    clear: () => {
      answers.clear();
      bytes = 0;
      for (const scope of generations.keys()) generations.set(scope, generation(scope) + 1);
    },
    size: () => ({ entries: answers.size, bytes }),
    stats: () => ({ ...stats }),
    close: unsubscribe,
  };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;
