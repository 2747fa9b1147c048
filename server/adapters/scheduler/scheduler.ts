/*
 * A small in-process scheduler for the periodic fetches (news, the competition feed). Each job runs a
 * little after start, then every interval, never overlapping itself; timers do not keep the process
 * alive, and stop() interrupts a run in progress (its fetches are aborted) before the database closes.
 * With several server processes on one database, `claim` lets one of them run each interval.
 */

export type ScheduledJob = {
  readonly name: string;
  readonly intervalMs: number;
  /** The signal aborts when the scheduler stops. */
  readonly run: (signal: AbortSignal) => Promise<void>;
};

export type SchedulerDeps = {
  /** True when this process may run `name` now (no other did within the interval). */
  readonly claim: (name: string, now: Date, intervalMs: number) => Promise<boolean>;
  readonly clock: () => Date;
  readonly onError: (name: string, error: unknown) => void;
  /** Delay before the first run, so start-up finishes first. */
  readonly firstDelayMs?: number;
};

export type Scheduler = { readonly stop: () => Promise<void> };

export const startScheduler = (jobs: readonly ScheduledJob[], deps: SchedulerDeps): Scheduler => {
  const controller = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();

  const schedule = (job: ScheduledJob, delayMs: number) => {
    if (controller.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = (async () => {
        try {
          if (await deps.claim(job.name, deps.clock(), job.intervalMs)) await job.run(controller.signal);
        } catch (error) {
          if (!controller.signal.aborted) deps.onError(job.name, error);
        }
      })();
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        schedule(job, job.intervalMs);
      });
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job, deps.firstDelayMs ?? 5_000);

  return {
    stop: async () => {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
};
