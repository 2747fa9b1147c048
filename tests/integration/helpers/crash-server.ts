import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Engine } from '../../../server/adapters/db/client';
import { RELAXED_RATE_LIMIT_ENV } from '../../fixtures/relaxed-limits';
import { serverArgs } from './server-command';

/** Where a crash run keeps its data: one data directory (PGlite's files, the JWT secret) and, on PostgreSQL, a database. */
export type CrashStore = {
  readonly engine: Engine;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Drops the throwaway PostgreSQL database (nothing on PGlite). */
  readonly drop: () => Promise<void>;
  /** Deletes the data directory (a failed run keeps it for a look). */
  readonly removeFiles: () => void;
};

const adminQuery = async (adminUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/** How long a start may take before it counts as failed (a loaded 2-core machine takes seconds). */
const START_MS = 180_000;

type Running = { readonly url: string; readonly child: ChildProcess; readonly output: () => string };

/**
 * `server/main.ts` as its own process on a free port, resolved once it prints its address. A start that
 * exits first, or prints nothing within START_MS, rejects with what the process printed.
 */
const spawnServer = (env: Record<string, string>): Promise<Running> => {
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'no-static-build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no address within ${START_MS} ms:\n${output}`));
    }, START_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ url: match[1], child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (code ${code}, signal ${signal}) before it answered:\n${output}`));
    });
  });
};

/** A fresh data directory, and on PostgreSQL a throwaway database on TEST_DATABASE_URL's server. */
export const createCrashStore = async (engine: Engine): Promise<CrashStore> => {
  const parent = mkdtempSync(join(tmpdir(), 'kickoff-crash-'));
  const dataDir = join(parent, 'data');
  const removeFiles = () => rmSync(parent, { recursive: true, force: true });
  if (engine === 'pglite')
    return { engine, dataDir, databaseUrl: undefined, drop: async () => {}, removeFiles };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kickoff_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    dataDir,
    databaseUrl: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    removeFiles,
  };
};

/** The server as the writers see it: its address and which start of the process it is. */
export type Live = { readonly url: string; readonly generation: number };

/**
 * One server process on one store that can be killed with SIGKILL and started again on the same data.
 * Writers ask `live()` for the current server (waiting while it is down) and `after(generation)` for one
 * started after the one that failed them. A process that exits when nobody killed it is recorded as a
 * finding, as is a start that fails.
 */
export class CrashableServer {
  private process: Running | undefined;
  private generation = 0;
  private waiters: (() => void)[] = [];
  private killing = false;
  private retired = false;
  private readonly began = Date.now();
  /** Every start that failed and every exit nobody asked for. */
  readonly failures: string[] = [];
  /** How long each start took, in ms (the first on an empty store, then every restart after a kill). */
  readonly startMs: number[] = [];
  /** What happened when, for the message of a run that fails or stalls. */
  readonly events: string[] = [];

  /** `env`: what the test adds to every start (an admin account, say). */
  constructor(
    private readonly store: CrashStore,
    private readonly extraEnv: Readonly<Record<string, string>> = {},
  ) {}

  private note(event: string) {
    this.events.push(`${((Date.now() - this.began) / 1000).toFixed(1)}s ${event}`);
  }

  private env(): Record<string, string> {
    return {
      ...RELAXED_RATE_LIMIT_ENV,
      DATA_DIR: this.store.dataDir,
      DATABASE_URL: this.store.databaseUrl ?? '',
      REDIS_URL: '',
      ...this.extraEnv,
    };
  }

  /** Starts the process and waits for `/api/health` to answer `ok`. */
  async start(): Promise<Live> {
    const began = Date.now();
    const n = this.generation + 1;
    this.note(`start ${n}`);
    let started: Running;
    try {
      started = await spawnServer(this.env());
    } catch (error) {
      this.failures.push(`start ${n} failed: ${(error as Error).message}`);
      throw new Error(`start ${n} failed: ${(error as Error).message}\n${this.events.join('\n')}`);
    }
    const health = await fetch(`${started.url}/api/health`);
    const body = await health.text();
    if (!health.ok) {
      started.child.kill('SIGKILL');
      this.failures.push(`start ${n}: health ${health.status} ${body}`);
      throw new Error(`start ${n}: health ${health.status} ${body}\n${started.output()}`);
    }
    this.startMs.push(Date.now() - began);
    this.note(`up ${n} in ${Date.now() - began} ms`);
    this.process = started;
    this.generation = n;
    started.child.once('exit', (code, signal) => {
      if (!this.killing && this.generation === n)
        this.failures.push(
          `process ${n} exited by itself (code ${code}, signal ${signal}):\n${started.output()}`,
        );
    });
    for (const wake of this.waiters.splice(0)) wake();
    return { url: started.url, generation: n };
  }

  /** The running server, or a wait for the next start while it is down; undefined once retired. */
  async live(): Promise<Live | undefined> {
    for (;;) {
      if (this.retired) return undefined;
      if (this.process) return { url: this.process.url, generation: this.generation };
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** A server started after `generation` (the one whose request failed); undefined once retired. */
  async after(generation: number): Promise<Live | undefined> {
    for (;;) {
      const live = await this.live();
      if (!live || live.generation > generation) return live;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** No more starts: whoever waits for one is told so (a run that ends, or one that failed). */
  retire(): void {
    this.retired = true;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Sends `signal` and resolves with the exit code once the process is gone. */
  private async end(signal: NodeJS.Signals): Promise<number | null> {
    const running = this.process;
    if (!running) return null;
    this.process = undefined;
    this.killing = true;
    const { child } = running;
    const exited = new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
    child.kill(signal);
    const code = await exited;
    this.killing = false;
    this.note(`${signal}: process ${this.generation} gone (code ${code})`);
    return code;
  }

  /** SIGKILL: no shutdown, no lock release, requests in flight cut. Resolves once the process is gone. */
  kill(): Promise<number | null> {
    return this.end('SIGKILL');
  }

  /** SIGTERM: the graceful stop of the last start; its exit code. */
  stop(): Promise<number | null> {
    return this.end('SIGTERM');
  }

  /** Cleanup after a failed test: whatever still runs is killed. */
  dispose(): void {
    if (this.process && this.process.child.exitCode === null) this.process.child.kill('SIGKILL');
    this.process = undefined;
  }
}
