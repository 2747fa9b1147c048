import fc from 'fast-check';
import type { Operation } from '../../src/contract/operation';
import { send } from './fuzz-client';
import type { FuzzWorld } from './fuzz-world';
import { casesOf } from './request-cases';
import { checkAnswer, type OpenApiDocument, opKey, type StatusLedger } from './response-check';

/** The run's settings, from the environment: FUZZ_SEED replays a run, FUZZ_RUNS and FUZZ_OPS narrow or widen it. */
export const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : (Date.now() ^ (Math.random() * 2 ** 31)) | 0;
/** At least this many requests per run (the floor), spread evenly over the operations. */
export const MIN_REQUESTS = 10_000;
const ONLY = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS, 'i') : undefined;

export const runsPerOperation = (operations: number) =>
  process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : Math.ceil(MIN_REQUESTS / operations);

export type Violation = {
  readonly op: string;
  readonly problem: string;
  readonly example: string;
  count: number;
};

export type FuzzResult = {
  readonly requests: number;
  readonly operations: number;
  readonly seconds: number;
  /** CPU time of this process meanwhile (the app and the database run in it): a figure load does not skew. */
  readonly cpuSeconds: number;
  readonly violations: readonly Violation[];
};

/**
 * Sends every operation its cases, round by round (one case of each operation per round, so rows
 * written by one operation are there for the next), checks each answer and records its status. Each
 * operation's cases come from its own seed (the run's seed plus its place in the API), so FUZZ_OPS can
 * replay one operation's cases alone.
 */
export const fuzz = async (
  world: FuzzWorld,
  doc: OpenApiDocument,
  all: readonly Operation[],
  ledger: StatusLedger,
): Promise<FuzzResult> => {
  const operations = all.filter((op) => !ONLY || ONLY.test(opKey(op)));
  const runs = runsPerOperation(all.length);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const cases = operations.map((op) =>
    fc.sample(casesOf(op), { seed: FUZZ_SEED + all.indexOf(op), numRuns: runs }),
  );
  const violations = new Map<string, Violation>();
  let requests = 0;
  const spent = new Map<string, number>();
  for (let round = 0; round < runs; round++) {
    for (const [i, op] of operations.entries()) {
      const c = cases[i]?.[round];
      if (!c) continue;
      let problems: string[];
      let example: string;
      const t0 = performance.now();
      try {
        const sent = await send(world, op, c);
        example = sent.summary;
        ledger.record(op, sent.res.status);
        problems = await checkAnswer(doc, op, sent);
        if (sent.res.status === 401 && (c.actor === 'user' || c.actor === 'admin'))
          await world.refresh(c.actor);
      } catch (error) {
        example = `${opKey(op)} [${c.label}]`;
        problems = [`the request failed: ${(error as Error).message}`];
      }
      requests += 1;
      spent.set(opKey(op), (spent.get(opKey(op)) ?? 0) + performance.now() - t0);
      for (const problem of problems) {
        const key = `${opKey(op)}: ${problem}`;
        const known = violations.get(key);
        if (known) known.count += 1;
        else
          violations.set(key, { op: opKey(op), problem, example: `${example} (round ${round})`, count: 1 });
      }
    }
    await world.reload();
  }
  // FUZZ_TIMES=1 names the operations the run spent most time on.
  if (process.env.FUZZ_TIMES)
    console.info(
      [...spent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, ms]) => `${Math.round(ms)} ms ${k}`)
        .join('\n'),
    );
  return {
    requests,
    operations: operations.length,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpu)),
    violations: [...violations.values()],
  };
};
