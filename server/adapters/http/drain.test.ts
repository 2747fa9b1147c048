import { once } from 'node:events';
import { Agent, createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './drain';

/** A server whose /slow answers when `release` is called, and /never never does. */
const serve = async () => {
  const waiting: (() => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/fast') return res.end('fast');
    if (req.url === '/slow') return waiting.push(() => res.end('slow'));
  });
  const drain = trackRequests(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const release = () => {
    for (const answer of waiting.splice(0)) answer();
  };
  return { server, drain, port, release };
};

const fetchOn = (port: number, path: string, agent: Agent | false) =>
  new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on('error', reject);
    }).on('error', reject);
  });

const agents: Agent[] = [];
const keepAlive = () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
};
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

describe('graceful close of the HTTP server', () => {
  it('closes idle keep-alive connections at once and lets a request in flight finish with Connection: close', async () => {
    const { drain, port, release } = await serve();
    const idle = keepAlive();
    expect((await fetchOn(port, '/fast', idle)).connection).toBe('keep-alive');
    const slow = fetchOn(port, '/slow', keepAlive());
    await expect.poll(() => drain.openRequests()).toBe(1);

    const started = Date.now();
    const closed = drain.close(10_000);
    await expect(fetchOn(port, '/fast', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'slow' });
    expect(await closed).toEqual({ forced: 0 });
    // Neither the idle connection nor the finished one waited for the keep-alive timeout (5 s).
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts what is still open at the deadline', async () => {
    const { drain, port } = await serve();
    const never = fetchOn(port, '/slow', false);
    await expect.poll(() => drain.openRequests()).toBe(1);
    const started = Date.now();
    expect(await drain.close(300)).toEqual({ forced: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect(never).rejects.toThrow();
  });
});
