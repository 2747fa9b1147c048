import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/contract/api';
import { FUZZ_SEED, type FuzzResult, fuzz, MIN_REQUESTS } from './fuzz-run';
import { createFuzzWorld, FUZZ_ENGINE, type FuzzWorld } from './fuzz-world';
import {
  checkMethodAnswer,
  conflictProbes,
  ignoredTokenProbes,
  methodProbes,
  rateLimitProbes,
  regressionProbes,
} from './limit-probes';
import { declaredStatuses, type OpenApiDocument, opKey, StatusLedger } from './response-check';
import { incompleteMember, probesOf } from './status-probes';

/**
 * Issue 14: the API fuzz suite, and the comparison of the statuses the OpenAPI document declares with
 * those the server answers. Every operation of the document gets requests built from its contract
 * schemas (valid, at the limits, hostile) as a visitor, a member, an ADMIN and a forger, through the
 * in-process app; no answer may be a 5xx, leave the document, or name a file or a stack frame. Then
 * targeted requests reach the statuses random input seldom does, and every status seen must be
 * declared, every declared one that a targeted request aims at must be seen.
 *
 * Replay a run with the seed it prints: FUZZ_SEED=<seed> (FUZZ_OPS=<regex> for some operations only,
 * FUZZ_RUNS=<n> cases per operation). The engine is PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
describe(`API fuzz on ${FUZZ_ENGINE}`, () => {
  let world: FuzzWorld;
  let doc: OpenApiDocument;
  let server: { url: string; close: () => Promise<void> } | undefined;
  const ledger = new StatusLedger();
  /** `METHOD /path status` of every targeted request. */
  const targeted = new Set<string>();
  let result: FuzzResult | undefined;

  beforeAll(async () => {
    world = await createFuzzWorld();
    doc = (await (await world.t.request('GET', '/api/openapi.json')).json()) as OpenApiDocument;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await world?.close();
  });

  it(`sends at least ${MIN_REQUESTS} requests to every operation and every answer keeps to the document`, async () => {
    console.info(`API fuzz seed ${FUZZ_SEED} (replay: FUZZ_SEED=${FUZZ_SEED} npx vitest run tests/fuzz)`);
    result = await fuzz(world, doc, API_OPERATIONS, ledger);
    console.info(
      `API fuzz: ${result.requests} requests to ${result.operations} operations in ${result.seconds.toFixed(1)} s ` +
        `(${result.cpuSeconds.toFixed(1)} s of CPU) on ${FUZZ_ENGINE}, seed ${FUZZ_SEED}: ` +
        `${result.violations.length} distinct problems`,
    );
    for (const v of result.violations.slice(0, 60))
      console.error(`${v.op}: ${v.problem} (×${v.count})\n    e.g. ${v.example}`);
    expect(result.violations.map((v) => `${v.op}: ${v.problem}`)).toEqual([]);
    expect(result.operations).toBe(process.env.FUZZ_OPS ? result.operations : API_OPERATIONS.length);
    if (!process.env.FUZZ_OPS && !process.env.FUZZ_RUNS)
      expect(result.requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 900_000);

  it('answers each targeted request with the status it aims at, within the document', async () => {
    server = await world.t.listen();
    const setup = { world, doc, incomplete: await incompleteMember(world), url: server.url };
    const probes = [
      ...probesOf(setup, API_OPERATIONS),
      ...conflictProbes(setup),
      ...rateLimitProbes(setup),
      ...regressionProbes(setup),
    ];
    const misses: string[] = [];
    for (const probe of probes) {
      const answer = await probe.run();
      ledger.record(probe.op, answer.status);
      targeted.add(`${opKey(probe.op)} ${probe.status}`);
      if (answer.status !== probe.status || answer.problems.length > 0)
        misses.push(
          `${opKey(probe.op)}, ${probe.why}: ${answer.status} (aimed at ${probe.status}) ${answer.problems.join('; ')}`,
        );
    }
    // A forged token to an operation that takes none is ignored, not a 401 the document does not declare.
    for (const ignored of ignoredTokenProbes(setup)) {
      const { op, status, problems } = await ignored();
      ledger.record(op, status);
      if (status === 401 || problems.length > 0)
        misses.push(`${opKey(op)}, a forged token it should ignore: ${status} ${problems.join('; ')}`);
    }
    console.info(`${probes.length} targeted requests`);
    expect(misses).toEqual([]);
  }, 300_000);

  it('answers a method a path does not take with 405 and the Allow its document entry implies', async () => {
    const probes = methodProbes(doc);
    expect(probes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const probe of probes)
      problems.push(
        ...(await checkMethodAnswer(await world.t.app.request(probe.path, { method: probe.method }), probe)),
      );
    expect(problems).toEqual([]);
    const components = (doc as { components?: { responses?: Record<string, { headers?: object }> } })
      .components;
    expect(components?.responses?.MethodNotAllowed?.headers).toHaveProperty('Allow');
  });

  it('declares every status it was seen to answer', () => {
    expect(result, 'the fuzz run comes first').toBeDefined();
    const undeclared = API_OPERATIONS.flatMap((op) =>
      ledger
        .statuses(op)
        .filter((status) => !declaredStatuses(doc, op).includes(status))
        .map((status) => `${opKey(op)} ${status}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('was seen to answer every declared status a targeted request aims at, and reports the rest', () => {
    expect(targeted.size, 'the targeted requests come first').toBeGreaterThan(0);
    const unseen = API_OPERATIONS.flatMap((op) =>
      declaredStatuses(doc, op)
        .filter((status) => !ledger.statuses(op).includes(status))
        .map((status) => `${opKey(op)} ${status}`),
    );
    if (unseen.length > 0)
      console.info(
        `Declared but not seen in this run (no targeted request aims at them):\n  ${unseen.join('\n  ')}`,
      );
    expect(unseen.filter((entry) => targeted.has(entry))).toEqual([]);
  });
});
