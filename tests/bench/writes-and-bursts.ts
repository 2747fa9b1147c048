import autocannon from 'autocannon';
import type { BurstRow } from './report';
import { type BenchTarget, type Engine, SIGN_IN_BURST, WRITERS } from './targets';

/**
 * Issue 25's rows of `npm run bench` beside the reads of run.ts: the writes, each connection signed in
 * as its own demo member, and the sign-in burst measured against a compressed read.
 */

type Server = { port: number; engine: Engine; ids: { articleId: number } };

const signIn = async (base: string, email: string, password: string) => {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
};

/** A token per writer (the demo members of WRITERS, on the demo password). */
export const signInWriters = (base: string, password: string) =>
  Promise.all(WRITERS.map((email) => signIn(base, email, password)));

/**
 * autocannon's options for a write target: its method and body, and each connection's own token
 * (`setupClient` runs once per connection, in order).
 */
export const writeOptions = (
  target: BenchTarget,
  writers: readonly string[] | undefined,
): Partial<autocannon.Options> => {
  if (!target.write || !writers) return {};
  let next = 0;
  return {
    method: target.write.method,
    ...(target.write.body === undefined ? {} : { body: target.write.body }),
    setupClient: (client) => {
      const token = writers[next++ % writers.length];
      client.setHeaders({ 'Content-Type': 'application/json', Authorization: `Bearer ${token}` });
    },
  };
};

const readAtRate = (url: string, seconds: number) =>
  autocannon({
    url,
    connections: SIGN_IN_BURST.connections,
    overallRate: SIGN_IN_BURST.ratePerSecond,
    duration: seconds,
    headers: SIGN_IN_BURST.headers,
  });

/**
 * The read alone for `seconds`, then the same read from the moment a burst of sign-ins (the demo
 * members on the demo password, in turn) is sent until its last answer.
 */
export const measureSignInBurst = async (
  server: Server,
  password: string,
  seconds: number,
): Promise<BurstRow> => {
  const base = `http://127.0.0.1:${server.port}`;
  const url = `${base}${SIGN_IN_BURST.path.replace('{articleId}', String(server.ids.articleId))}`;
  await readAtRate(url, 0.5); // warm-up
  const alone = await readAtRate(url, seconds);
  // Long enough for any burst; stopped at its last answer (without a callback, autocannon's instance
  // is also the promise of its result; its types name only one of the two).
  const during = autocannon({
    url,
    connections: SIGN_IN_BURST.connections,
    overallRate: SIGN_IN_BURST.ratePerSecond,
    duration: 600,
    headers: SIGN_IN_BURST.headers,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: SIGN_IN_BURST.signIns }, (_, i) =>
      fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: WRITERS[i % WRITERS.length], password }),
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  const burstMs = performance.now() - started;
  during.stop();
  const result = await during;
  return {
    name: `${SIGN_IN_BURST.name} [${server.engine}]`,
    aloneP99: alone.latency.p99,
    duringP99: result.latency.p99,
    burstMs,
    signedIn: statuses.filter((s) => s === 200).length,
    signIns: SIGN_IN_BURST.signIns,
    maxRatio: SIGN_IN_BURST.maxRatio,
  };
};
