import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs } from './helpers/server-command';

const started: ChildProcess[] = [];

/** Runs `server/main.ts` and collects its output until `pattern` shows up or the process exits. */
const run = (env: Record<string, string>, pattern: RegExp) => {
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const matched = new Promise<RegExpExecArray | null>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => resolve(null));
  });
  return { child, matched, exited, output: () => output };
};

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('starts, answers, refuses a second process on the same data directory, and stops cleanly', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'kickoff-proc-')), 'data');
    const first = run({ DATA_DIR: dataDir }, /running at (http:\/\/\S+)/);
    const match = await first.matched;
    expect(match, first.output()).not.toBeNull();
    const health = await fetch(`${match?.[1]}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });
    expect(existsSync(join(dataDir, 'kickoff.lock'))).toBe(true);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

    const second = run({ DATA_DIR: dataDir }, /$^/);
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `Another Kickoff server is already using ${dataDir} (pid ${first.child.pid}). Stop it or set DATA_DIR to another folder.`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'kickoff.lock'))).toBe(false);
  }, 240_000); // a budget for a 2-core machine under load, not a clock the test waits on: every step waits for a state
});
