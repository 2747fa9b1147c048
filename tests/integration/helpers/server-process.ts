import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from './server-command';

/** A real `server/main.ts` process on a free port with its own data directory. */
export type ServerProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

export const startServerProcess = (env: Record<string, string>): Promise<ServerProcess> => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'kickoff-proc-')), 'data');
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: 'no-static-build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], child, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`server exited before it answered:\n${output}`)));
  });
};
