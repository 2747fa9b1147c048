import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing off libuv's thread pool. `crypto.scrypt` runs on that pool (4 threads by default),
 * the one zlib (response compression), file reads and DNS use too: a burst of sign-ins filled its
 * queue with tens of milliseconds of scrypt each, and a compressed read waited behind them (issue 25:
 * 30 failed sign-ins took a compressed read's p99 from 80 ms to 27.5 s). Here each hash runs as
 * `scryptSync` on a worker thread of its own, so it never enters that queue; at most `size` hashes run
 * at once and the rest wait in this pool's queue, first come first served. The default size leaves
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

/** The worker: plain CommonJS given as text, so sources (tsx), the server bundle and tests run it alike. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength, job.options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Pending = { job: ScryptJob; resolve: (key: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; current: Pending | null };

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

export const hashPool = (size: number = HASH_THREADS): HashPool => {
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let idleWaiters: (() => void)[] = [];
  const pending = () => queue.length + slots.filter((s) => s.current).length;
  const settleIdle = () => {
    if (pending() > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  };

  const start = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }), current: null };
    // An idle worker does not keep the process alive; one with a hash to finish does.
    slot.worker.unref();
    slot.worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const done = slot.current;
      slot.current = null;
      if (done) {
        if (answer.key)
          done.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.length));
        else done.reject(new Error(answer.error ?? 'scrypt failed'));
      }
      next(slot);
    });
    const lost = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const done = slot.current;
      slot.current = null;
      done?.reject(error);
      // A worker that died mid-queue is replaced, so the waiting hashes still run.
      if (queue.length > 0) dispatch();
      settleIdle();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`password hashing worker exited (${code})`)));
    slots.push(slot);
    return slot;
  };

  const next = (slot: Slot) => {
    const job = queue.shift();
    if (!job) {
      slot.worker.unref();
      settleIdle();
      return;
    }
    slot.current = job;
    slot.worker.ref();
    slot.worker.postMessage(job.job);
  };

  const dispatch = () => {
    const idle = slots.find((s) => !s.current) ?? (slots.length < size ? start() : undefined);
    if (idle) next(idle);
  };

  return {
    scrypt: (job) =>
      new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      }),
    pending,
    close: async () => {
      if (pending() > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      const ending = slots.splice(0);
      await Promise.all(
        ending.map(async (slot) => {
          slot.worker.removeAllListeners('exit');
          await slot.worker.terminate();
        }),
      );
    },
  };
};
