import * as v from 'valibot';
import { loadConfig } from '../../server/config';
import { createApp } from '../../server/adapters/http/app';
import { createRateLimiter } from '../../server/adapters/rate-limit/rate-limiter';
import { BUDGETS } from '../../server/adapters/rate-limit/rate-limit-rules';
import { API_OPERATIONS } from '../../src/contract/api';
import { AUTH_OPERATIONS } from '../../src/contract/auth.operations';
import { COMPETITION_OPERATIONS } from '../../src/contract/competitions.operations';
import { NOTIFICATION_OPERATIONS } from '../../src/contract/notifications.operations';
import { ACCOUNT_OPERATIONS } from '../../src/contract/account.operations';
import { USER_OPERATIONS } from '../../src/contract/user.operations';
import { ErrorBody } from '../../src/contract/common';
import type { Operation } from '../../src/contract/operation';
import { onboardingBody, signUpBody } from '../fixtures/new-member';
import { TEST_JWT_SECRET } from '../integration/helpers/test-app';
import { urlOf } from './fuzz-client';
import { ask, type Probe, type ProbeSetup, validFor } from './status-probes';

/**
 * Probes for statuses that need a particular state: 409 (an email or nickname already taken), 429 (an
 * abuse budget spent, on an app over the same database whose budgets are one request an hour), and 405
 * (a method a path does not take, which belongs to the path rather than to an operation); the inputs the
 * fuzzer once found broken, asked every run; a forged token to operations that take none.
 */

/** Sign-up and onboarding with a nickname or email someone has: 409; and a sign-in that succeeds. */
export const conflictProbes = ({ world, doc, incomplete }: ProbeSetup): Probe[] => {
  const { user } = world.people;
  const { signUp } = AUTH_OPERATIONS;
  const { completeProfile } = ACCOUNT_OPERATIONS;
  const { signIn } = AUTH_OPERATIONS;
  return [
    {
      op: signIn,
      status: 200,
      why: "the member's own email and password (the fuzzer never guesses them)",
      run: () =>
        ask(world.t.app, doc, signIn, signIn.path, {
          body: JSON.stringify({ email: user.email, password: user.password }),
          type: 'application/json',
        }),
    },
    {
      op: signUp,
      status: 409,
      why: 'an email that has an account',
      run: () =>
        ask(world.t.app, doc, signUp, signUp.path, {
          body: JSON.stringify(
            signUpBody({ email: user.email, password: 'password-1234', nickname: '새닉네임' }),
          ),
          type: 'application/json',
        }),
    },
    {
      op: completeProfile,
      status: 409,
      why: "another member's nickname",
      // The fuzzer may have renamed the member by now (and changed the password, which ends the
      // member's sessions): the nickname is read with a fresh token, not remembered.
      run: async () => {
        await world.refresh('user');
        const own = await world.t.request('GET', USER_OPERATIONS.ownProfile.path, {
          token: world.token('user'),
        });
        if (own.status !== 200) throw new Error(`own profile: ${own.status}`);
        const { name: nickname } = (await own.json()) as { name: string };
        return ask(world.t.app, doc, completeProfile, completeProfile.path, {
          token: incomplete.token,
          body: JSON.stringify(onboardingBody({ nickname })),
          type: 'application/json',
        });
      },
    },
  ];
};

/** Every abuse budget at one request an hour (and no sign-in delay, which would only slow the test). */
const TIGHT_ENV: Record<string, string> = {
  JWT_SECRET: TEST_JWT_SECRET,
  ...Object.fromEntries(Object.values(BUDGETS).map((b) => [b.env, '1/1h'])),
  RATE_LIMIT_SIGN_IN_DELAY_AFTER: '1000000',
};

/** The same valid request twice on the tight app: the second finds the budget spent. */
export const rateLimitProbes = (setup: ProbeSetup): Probe[] => {
  const { world, doc } = setup;
  const tight = createApp({
    ...world.t.deps,
    rateLimiter: createRateLimiter(loadConfig(TIGHT_ENV).rateLimits),
  });
  const twice = (op: Operation, body: () => unknown) => async () => {
    const path = urlOf(
      op,
      (validFor(world, op, 'params') as Record<string, unknown>) ?? {},
      Object.entries((validFor(world, op, 'query') as Record<string, unknown>) ?? {}),
    );
    const send = () =>
      ask(tight, doc, op, path, {
        token: op.auth === 'none' ? undefined : world.token('admin'),
        ...(op.body ? { body: JSON.stringify(body()), type: 'application/json' } : {}),
      });
    const first = await send();
    const second = await send();
    return { status: second.status, problems: [...first.problems, ...second.problems] };
  };
  const { signIn } = AUTH_OPERATIONS;
  return [
    ...API_OPERATIONS.filter((op) => op.rateLimit).map((op) => ({
      op,
      status: 429,
      why: `the ${op.rateLimit} budget spent`,
      run: twice(op, () => validFor(world, op, 'body')),
    })),
    {
      op: signIn,
      status: 429,
      why: 'a second wrong password',
      run: twice(signIn, () => ({ email: world.people.user.email, password: 'wrong-password' })),
    },
  ];
};

/**
 * Inputs the fuzzer once found broken, asked every run: a news cursor past the id or date range (500
 * before), a competition file that is no JSON (an English parser message as its reason before). And the
 * notification stream asked to replay from the start, whose first event is read and checked.
 */
export const regressionProbes = ({ world, doc }: ProbeSetup): Probe[] => {
  const { news, import: upload } = COMPETITION_OPERATIONS;
  const { subscribe } = NOTIFICATION_OPERATIONS;
  const admin = world.token('admin');
  const cursor = (value: string, why: string): Probe => ({
    op: news,
    status: 400,
    why,
    run: () => ask(world.t.app, doc, news, `${news.path}?cursor=${value}`, {}),
  });
  const file = (text: string, name: string, why: string): Probe => ({
    op: upload,
    status: 400,
    why,
    run: () => {
      const form = new FormData();
      form.set('file', new File([text], name));
      return ask(world.t.app, doc, upload, upload.path, { token: admin, body: form });
    },
  });
  return [
    cursor('27_990498905396', 'a news cursor whose id is past 2^31'),
    cursor('9999999999999999_1', 'a news cursor whose time no date holds'),
    file('{"cups": [', 'cups.json', 'a competition file that is broken JSON'),
    file('"a', 'cups.csv', 'a competition file that is broken CSV'),
    file('12', 'cups.json', 'a competition file that is JSON but no list'),
    {
      op: subscribe,
      status: 200,
      why: 'the stream replaying every notification (the first event read)',
      run: () =>
        ask(world.t.app, doc, subscribe, subscribe.path, {
          token: world.token('user'),
          headers: { 'Last-Event-ID': '0' },
        }),
    },
  ];
};

/** Every operation that takes no token: a forged one changes nothing (no 401 its document does not declare). */
export const ignoredTokenProbes = ({ world, doc }: ProbeSetup) =>
  API_OPERATIONS.filter((op) => op.auth === 'none').map((op) => async () => {
    const path = urlOf(
      op,
      (validFor(world, op, 'params') as Record<string, unknown>) ?? {},
      Object.entries((validFor(world, op, 'query') as Record<string, unknown>) ?? {}),
    );
    const answer = await ask(world.t.app, doc, op, path, { authorization: 'Bearer forged.token.value' });
    return { op, ...answer };
  });

export type MethodProbe = { readonly path: string; readonly method: string; readonly allow: string };

type PathItem = Readonly<
  Record<
    string,
    { readonly parameters?: readonly { name: string; in: string; schema?: { pattern?: string } }[] }
  >
>;
type OpenApiPaths = { readonly paths: Readonly<Record<string, object>> };

/** Whether a concrete path is an instance of a document path: each parameter as its schema's pattern says. */
const matcher = (template: string, item: PathItem) => {
  const parameters = Object.values(item).flatMap((op) => op.parameters ?? []);
  const parts = template.split('/').map((part) => {
    const name = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1];
    if (name === undefined) return (segment: string) => segment === part;
    const pattern = parameters.find((p) => p.in === 'path' && p.name === name)?.schema?.pattern;
    return (segment: string) => segment !== '' && (!pattern || new RegExp(pattern).test(segment));
  });
  return (path: string) => {
    const segments = path.split('/');
    return segments.length === parts.length && parts.every((ok, i) => ok(segments[i] ?? ''));
  };
};

/**
 * A concrete path of each path in the document (parameters `1`), asked with a method it does not take;
 * `Allow` is every method the document lists for a path that the concrete one matches.
 */
export const methodProbes = (doc: OpenApiPaths): MethodProbe[] => {
  const patterns = Object.entries(doc.paths as Readonly<Record<string, PathItem>>).map(
    ([template, item]) => ({
      matches: matcher(template, item),
      methods: Object.keys(item).map((m) => m.toUpperCase()),
    }),
  );
  return Object.keys(doc.paths).flatMap((template) => {
    const path = template.replace(/\{[A-Za-z0-9_]+\}/g, '1');
    const methods = new Set(patterns.filter((p) => p.matches(path)).flatMap((p) => p.methods));
    if (methods.has('GET')) methods.add('HEAD');
    const method = ['PUT', 'DELETE', 'PATCH', 'POST', 'GET'].find((m) => !methods.has(m));
    return method ? [{ path, method, allow: [...methods].sort().join(', ') }] : [];
  });
};

/** What a 405 should be: the error body, and `Allow` naming the methods the document lists for the path. */
export const checkMethodAnswer = async (res: Response, probe: MethodProbe): Promise<string[]> => {
  const problems: string[] = [];
  if (res.status !== 405) problems.push(`${probe.method} ${probe.path}: ${res.status}, not 405`);
  if (res.headers.get('allow') !== probe.allow)
    problems.push(
      `${probe.method} ${probe.path}: Allow ${res.headers.get('allow')}, the document says ${probe.allow}`,
    );
  if (!v.is(ErrorBody, await res.json().catch(() => null)))
    problems.push(`${probe.method} ${probe.path}: not the error body`);
  return problems;
};
