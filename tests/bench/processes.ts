import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const spawned = new Set<ChildProcess>();
// A failed start or an exception must not leave servers running behind the bench.
process.once('exit', () => {
  for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
});

export type StartedChild = { child: ChildProcess; port: number; output: () => string };

/** Starts a child and resolves with the port it prints once ready (`listening on N` or `running at …:N`). */
export const startChild = (args: string[], env: NodeJS.ProcessEnv, pattern: RegExp) =>
  new Promise<StartedChild>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    spawned.add(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`child did not start in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited with ${code}:\n${output}`));
    });
  });

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** User plus system CPU time of a process in milliseconds, from /proc/<pid>/stat. */
export const cpuMillis = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) * TICK_MS;
};

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
