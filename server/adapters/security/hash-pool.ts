import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { inCheckout } from '../checkout';

/**
 * Password hashing off libuv's thread pool. `crypto.scrypt` runs on that pool (4 threads by default),
 * the one zlib (response compression), file reads and DNS use too: a burst of sign-ins filled its
 * queue with tens of milliseconds of scrypt each, and a compressed read waited behind them (issue 25:
 * 30 failed sign-ins took a compressed read's p99 from 80 ms to 27.5 s). Here each hash runs as
 * `scryptSync` on a worker thread of its own (a piscina pool), so it never enters that queue; at most
 * `size` hashes run at once and the rest wait in the pool's queue, first come first served. The default size leaves
 * the other half of the cores to the main thread (one worker on a 2-core machine), so a burst slows
 * sign-ins, which queue, instead of every other request; libuv's pool keeps its default 4 threads for
 * compression and files, which hashing no longer shares.
 */
export const HASH_THREADS = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));

export type ScryptJob = {
  readonly password: string;
  readonly salt: Buffer;
  readonly keyLength: number;
  readonly options: { N: number; r: number; p: number; maxmem: number };
};

/** The worker's module, a file of the checkout (the bundle of `npm start` finds it there too). */
const WORKER = pathToFileURL(inCheckout('server', 'adapters', 'security', 'scrypt-worker.mjs')).href;

export type HashPool = {
  /** Derives a key on a worker thread; queued while every worker is busy. */
  readonly scrypt: (job: ScryptJob) => Promise<Buffer>;
  /** Hashes running and waiting. */
  readonly pending: () => number;
  /**
   * Lets the jobs already given finish, then ends the workers. A later `scrypt` starts new ones (tests
   * share one process and one pool).
   */
  readonly close: () => Promise<void>;
};

/**
 * A piscina pool of at most `size` threads, started on first use; a thread idle for a minute ends (a
 * burst of sign-ins does not pay for starting threads, an idle server holds none).
 */
export const hashPool = (size: number = HASH_THREADS): HashPool => {
  let pool: Piscina | null = null;
  const given = new Set<Promise<unknown>>();
  const open = () => {
    pool ??= new Piscina({ filename: WORKER, minThreads: 0, maxThreads: size, idleTimeout: 60_000 });
    return pool;
  };
  return {
    scrypt: async (job) => {
      const run = open().run(job) as Promise<Uint8Array>;
      given.add(run);
      try {
        const key = await run;
        return Buffer.from(key.buffer, key.byteOffset, key.length);
      } finally {
        given.delete(run);
      }
    },
    pending: () => given.size,
    close: async () => {
      // piscina's close ends the threads once the running tasks are done, and refuses the queued ones:
      // every job given first gets its answer.
      while (given.size > 0) await Promise.allSettled([...given]);
      const closing = pool;
      pool = null;
      await closing?.close();
    },
  };
};
