import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite is one process's embedded database: a second process opening the same directory would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is replaced, and so is one that names
 * this process without being held here (a process killed with SIGKILL whose successor got the same pid,
 * as a container's first process does on every restart).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Another Kickoff server is already using ${dir} (pid ${pid}). Stop it or set DATA_DIR to another folder.`,
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export type DirLock = { path: string; release: () => void };

/** The lock files this process holds, so its own pid in a file it did not write reads as stale. */
const held = new Set<string>();

export const lockDataDir = (dir: string): DirLock => {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'kickoff.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      held.add(resolve(path));
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          held.delete(resolve(path));
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      const owner =
        pid === process.pid ? held.has(resolve(path)) : Number.isInteger(pid) && pid > 0 && isAlive(pid);
      if (owner) throw new DataDirLockedError(dir, pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
};
