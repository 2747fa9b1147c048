import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { users } from '../../server/adapters/db/schema';
import type { AppEnv } from '../../server/adapters/http/env';
import { MAX_ID } from '../../src/contract/common';
import { bodyLimit, type Operation } from '../../src/contract/operation';
import { sendRaw } from '../integration/helpers/raw-http';
import type { TestUser } from '../integration/helpers/test-app';
import type { FuzzWorld } from './fuzz-world';
import { urlOf } from './fuzz-client';
import { checkAnswer, declaredStatuses, type OpenApiDocument } from './response-check';
import { entriesOf, type Node, readsNumber, Ref, takes, validOf } from './schema-arbitrary';
import { poolsOf } from './fuzz-case';

/**
 * Targeted requests: each aims at one status of one operation that random input seldom reaches (401
 * with a forged token, 403 before onboarding, 404 for a row that does not exist, 413 for a body over the
 * limit, 400 for a broken input), so the comparison of declared and observed statuses does not depend
 * on luck. A probe records what it got; the test holds it to the status it aimed at.
 */

export type ProbeAnswer = { readonly status: number; readonly problems: readonly string[] };
export type Probe = {
  readonly op: Operation;
  readonly status: number;
  readonly why: string;
  readonly run: () => Promise<ProbeAnswer>;
};

export type ProbeSetup = {
  readonly world: FuzzWorld;
  readonly doc: OpenApiDocument;
  /** A member who has not finished onboarding (a first social sign-in). */
  readonly incomplete: TestUser;
  /** The app served on a local port (for bodies a fetch Request cannot carry, such as a GET's). */
  readonly url: string;
};

/** A member stopped before onboarding: every operation that needs a profile answers 403. */
export const incompleteMember = async (world: FuzzWorld): Promise<TestUser> => {
  const member = await world.t.signUp({ nickname: '온보딩전' });
  await world.t.db.update(users).set({ profileCompletedAt: null }).where(eq(users.id, member.id));
  return member;
};

/** A value the schema takes, with every id from the world (or `MAX_ID` for a row that is not there). */
export const validFor = (
  world: FuzzWorld,
  op: Operation,
  part: 'params' | 'query' | 'body',
  missing = false,
) => {
  const schema = op[part] as Node | undefined;
  if (!schema) return undefined;
  const asText = part !== 'body';
  const candidates = fc.sample(validOf(schema, poolsOf(op)), { seed: 14, numRuns: 40 });
  const value = candidates.find((c) => takes(schema, world.resolve(c, asText), asText)) ?? candidates[0];
  const swap = (x: unknown): unknown =>
    x instanceof Ref
      ? asText
        ? String(MAX_ID)
        : MAX_ID
      : Array.isArray(x)
        ? x.map(swap)
        : x && typeof x === 'object'
          ? Object.fromEntries(Object.entries(x).map(([k, y]) => [k, swap(y)]))
          : x;
  return missing ? swap(value) : world.resolve(value, asText);
};

/** The operation's path with its parameters (valid, or pointing at no row), and a valid query. */
const pathOf = (world: FuzzWorld, op: Operation, params?: Record<string, unknown>, missing = false) => {
  const values = { ...(validFor(world, op, 'params', missing) as Record<string, unknown>), ...params };
  const query = Object.entries((validFor(world, op, 'query') as Record<string, unknown>) ?? {});
  return urlOf(op, values, query);
};

/** An in-process request, checked like a fuzz answer. */
export const ask = async (
  app: Hono<AppEnv>,
  doc: OpenApiDocument,
  op: Operation,
  path: string,
  init: {
    token?: string;
    authorization?: string;
    body?: BodyInit;
    type?: string;
    headers?: Record<string, string>;
  },
): Promise<ProbeAnswer> => {
  const headers: Record<string, string> = { ...init.headers };
  const authorization = init.authorization ?? (init.token ? `Bearer ${init.token}` : undefined);
  if (authorization) headers.Authorization = authorization;
  if (init.type) headers['Content-Type'] = init.type;
  const controller = new AbortController();
  const res = await app.request(path, {
    method: op.method.toUpperCase(),
    headers,
    body: init.body,
    signal: controller.signal,
  });
  const problems = await checkAnswer(doc, op, {
    res,
    summary: path,
    replay: headers['Last-Event-ID'] === '0',
    abort: () => controller.abort(),
  });
  return { status: res.status, problems };
};

const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });

/** A request that breaks the first input the operation checks: its body, a query value, a path id. */
const badInput = (setup: ProbeSetup, op: Operation): (() => Promise<ProbeAnswer>) | undefined => {
  const { world, doc } = setup;
  const admin = world.token('admin');
  if (op.multipart) {
    const form = new FormData();
    form.set('note', 'no file here');
    return () => ask(world.t.app, doc, op, pathOf(world, op), { token: admin, body: form });
  }
  if (op.body)
    return () =>
      ask(world.t.app, doc, op, pathOf(world, op), { token: admin, body: '{', type: 'application/json' });
  const [query] = entriesOf(op.query);
  if (query) {
    const path = `${pathOf(world, op)}`.split('?')[0];
    return () => ask(world.t.app, doc, op, `${path}?${query[0]}=%00`, { token: admin });
  }
  const [param] = entriesOf(op.params);
  if (param) {
    const value = readsNumber(param[1]) ? '99999999999' : { raw: '%00' };
    return () => ask(world.t.app, doc, op, pathOf(world, op, { [param[0]]: value }), { token: admin });
  }
  return undefined;
};

/** The generic probes of every operation, from what the document declares for it. */
export const probesOf = (setup: ProbeSetup, operations: readonly Operation[]): Probe[] => {
  const { world, doc, incomplete, url } = setup;
  const admin = world.token('admin');
  return operations.flatMap((op): Probe[] => {
    const declared = declaredStatuses(doc, op);
    const probes: Probe[] = [];
    const add = (status: number, why: string, run: (() => Promise<ProbeAnswer>) | undefined) => {
      if (run) probes.push({ op, status, why, run });
    };
    if (op.auth !== 'none')
      add(401, 'a forged token', () =>
        ask(world.t.app, doc, op, pathOf(world, op), { authorization: 'Bearer forged.token.value' }),
      );
    if (op.auth === 'required' && !op.beforeOnboarding)
      add(403, 'a member before onboarding', () =>
        ask(world.t.app, doc, op, pathOf(world, op), {
          token: incomplete.token,
          ...(op.body && !op.multipart ? json(validFor(world, op, 'body')) : {}),
        }),
      );
    if (declared.includes(400)) add(400, 'a broken input', badInput(setup, op));
    if (declared.includes(404))
      add(404, 'ids of rows that do not exist, else an id that is no number', async () => {
        const init = {
          token: admin,
          ...(op.body && !op.multipart ? json(validFor(world, op, 'body', true)) : {}),
        };
        const missing = await ask(world.t.app, doc, op, pathOf(world, op, {}, true), init);
        const [id] = entriesOf(op.params).filter(([, schema]) => readsNumber(schema));
        // An operation that checks access before it looks (a member's own list) answers 404 only there.
        if (missing.status === 404 || !id) return missing;
        const malformed = await ask(world.t.app, doc, op, pathOf(world, op, { [id[0]]: 'no-such-id' }), init);
        return { status: malformed.status, problems: [...missing.problems, ...malformed.problems] };
      });
    add(413, `a body of ${bodyLimit(op) + 1} bytes, declared`, async () => {
      const answer = await sendRaw(url, {
        method: op.method.toUpperCase(),
        path: pathOf(world, op),
        headers: { 'Content-Type': 'application/json' },
        body: { bytes: bodyLimit(op) + 1 },
      });
      const problems = declared.includes(answer.status)
        ? []
        : [`status ${answer.status} is not in the document`];
      if (!/[\uac00-\ud7a3]/.test(answer.text)) problems.push(`${answer.status} without a Korean reason`);
      return { status: answer.status, problems };
    });
    return probes;
  });
};
