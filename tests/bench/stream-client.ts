import { type ClientRequest, get, request } from 'node:http';

/**
 * The stream bench's client (tests/bench/streams.ts), a process of its own so that its sockets do not
 * count against the server's file descriptors. Driven over IPC: `open` opens every stream (spread over
 * many loopback source addresses, so no address cap or port range is reached), `sample` triggers
 * events one at a time and times each until every stream of its user has it, `close` drops every
 * stream at once and times the next request's answer.
 */
export type StreamUser = { id: number; token?: string };

export type ClientCommand =
  | {
      type: 'open';
      port: number;
      /** `/stream?user={id}` (bare) or the product's path (with each user's token). */
      path: string;
      /** One stream per entry (a user appears once per stream of theirs). */
      jobs: StreamUser[];
      /** Where these jobs start in the whole list (which source address each gets). */
      offset: number;
      addresses: string[];
      concurrency: number;
    }
  | {
      type: 'sample';
      count: number;
      /** The first sample's number: targets follow from it, so rounds of samples reach different users. */
      offset: number;
      /** How to make one event for a user: the bare server's publish, or the product's follow. */
      trigger: 'bare' | 'follow';
      gapMs: number;
    }
  | { type: 'close'; healthPath: string };

export type ClientReply =
  | { type: 'opened'; ms: number; open: number; failures: number }
  | {
      type: 'sampled';
      latencies: number[];
      /** How long each trigger took to be answered (Kickoff: the follow, a database write). */
      triggers: number[];
      failures: number;
    }
  | { type: 'closed'; answerMs: number; status: number };

type Stream = { req: ClientRequest; events: number };

let port = 0;
const users = new Map<number, StreamUser>();
const byUser = new Map<number, Stream[]>();
const all: Stream[] = [];
let waiter: (() => void) | undefined;

const reply = (message: ClientReply) => process.send?.(message);

const openOne = (path: string, user: StreamUser, localAddress: string) =>
  new Promise<boolean>((resolve) => {
    const headers: Record<string, string> = user.token ? { Authorization: `Bearer ${user.token}` } : {};
    const req = get({ host: '127.0.0.1', port, path, headers, agent: false, localAddress, timeout: 120_000 });
    const stream: Stream = { req, events: 0 };
    req.once('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        req.destroy();
        return resolve(false);
      }
      res.on('data', (chunk: Buffer) => {
        const text = chunk.toString('latin1');
        let count = 0;
        for (let at = text.indexOf('id: '); at >= 0; at = text.indexOf('id: ', at + 4)) count++;
        if (count > 0) {
          stream.events += count;
          waiter?.();
        }
      });
      res.on('error', () => undefined);
      all.push(stream);
      const mine = byUser.get(user.id) ?? [];
      mine.push(stream);
      byUser.set(user.id, mine);
      resolve(true);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(false));
  });

const open = async (command: Extract<ClientCommand, { type: 'open' }>) => {
  port = command.port;
  const jobs = command.jobs;
  for (const user of jobs) users.set(user.id, user);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) {
      const user = jobs[i] as StreamUser;
      const path = command.path.replace('{id}', String(user.id));
      const address = command.addresses[(command.offset + i) % command.addresses.length] as string;
      const ok = await openOne(path, user, address);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  reply({ type: 'opened', ms: performance.now() - started, open: all.length, failures });
};

const call = (method: string, path: string, token?: string) =>
  new Promise<number>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        agent: false,
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', () => resolve(0));
    req.end();
  });

const sample = async (command: Extract<ClientCommand, { type: 'sample' }>) => {
  const latencies: number[] = [];
  const triggers: number[] = [];
  let failures = 0;
  const withStreams = [...users.values()].filter((u) => (byUser.get(u.id)?.length ?? 0) > 0);
  for (let k = command.offset; k < command.offset + command.count; k++) {
    const target = withStreams[(k * 7) % withStreams.length] as StreamUser;
    const streams = byUser.get(target.id) ?? [];
    const before = streams.map((s) => s.events);
    const started = performance.now();
    const arrived = new Promise<void>((resolve) => {
      const check = () => {
        if (streams.every((s, i) => s.events > (before[i] ?? 0))) {
          waiter = undefined;
          resolve();
        }
      };
      waiter = check;
    });
    let status: number;
    if (command.trigger === 'bare') status = await call('POST', `/publish?user=${target.id}`);
    else {
      // A follower who never followed this user before: the follow is new, so it notifies.
      const actor = withStreams[(k * 7 + 1 + Math.floor(k / withStreams.length)) % withStreams.length];
      status = await call('PATCH', `/api/user/${target.id}/follow`, actor?.token);
    }
    triggers.push(performance.now() - started);
    if (status >= 300) {
      failures++;
      waiter = undefined;
      continue;
    }
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref());
    if ((await Promise.race([arrived, timeout])) === 'timeout') {
      failures++;
      waiter = undefined;
      continue;
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, command.gapMs));
  }
  reply({ type: 'sampled', latencies, triggers, failures });
};

const close = async (command: Extract<ClientCommand, { type: 'close' }>) => {
  for (const stream of all) stream.req.destroy();
  all.length = 0;
  byUser.clear();
  const started = performance.now();
  const status = await call('GET', command.healthPath);
  reply({ type: 'closed', answerMs: performance.now() - started, status });
};

process.on('message', (command: ClientCommand) => {
  const run =
    command.type === 'open' ? open(command) : command.type === 'sample' ? sample(command) : close(command);
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
