import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs } from './helpers/server-command';

/**
 * A server whose standard output lost its reader must still stop on SIGTERM. Before the log adapter
 * wrote without blocking (server/adapters/log/destination.ts), pino's destination retried a full pipe
 * forever at exit (a futex wait): the process ignored SIGTERM for minutes. Each case starts the bundled
 * server with its output piped here, has it log more than a pipe holds (one info line per request),
 * then stops reading or closes the pipe, sends SIGTERM and waits for the exit event.
 */
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Far more than a pipe's 64 KiB of request log lines (each about 150 bytes). */
const REQUESTS = 1_500;

const startServer = async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'kickoff-stuck-output-')), 'data');
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(() => reject(new Error(`the server exited before it listened:\n${output}`)));
  });
  // From here on nothing reads its standard output.
  child.stdout?.removeAllListeners('data');
  child.stdout?.pause();
  return { child, url, exited, output: () => output };
};

const logALot = async (url: string) => {
  for (let i = 0; i < REQUESTS; i++) {
    const res = await fetch(`${url}/api/health/live`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  }
};

describe('SIGTERM with a standard output nobody reads', () => {
  it('stops when the reader stopped reading (a full pipe)', async () => {
    const server = await startServer();
    await logALot(server.url);
    server.child.kill('SIGTERM');
    const [code, signal] = await server.exited;
    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('stops when the reader closed the pipe (EPIPE), without crashing', async () => {
    const server = await startServer();
    server.child.stdout?.destroy();
    await logALot(server.url);
    // Still serving after its writes failed.
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    server.child.kill('SIGTERM');
    const [code, signal] = await server.exited;
    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  }, 180_000);
});
