import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/adapters/db/client';
import { DataDirLockedError, lockDataDir } from '../../server/adapters/db/lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'kickoff-lock-'));

describe('data directory lock', () => {
  it('refuses a second owner while the first is alive, with the message naming dir and pid', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(
      `Another Kickoff server is already using ${dir} (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
    );
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lockDataDir(dir).release();
  });

  it('replaces a lock left by a process that has died', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(join(dir, 'kickoff.lock'), dead.stdout);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('replaces a lock naming this pid that this process does not hold (a killed predecessor with the same pid)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'kickoff.lock'), String(process.pid));
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('keeps a second embedded database off the same directory until the first closes', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.ping();
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.ping();
    await second.close();
    // Two embedded databases are created and migrated on disk: on a busy 2-core machine that alone
    // can take longer than the default test timeout, so this test waits for the outcome, not a clock.
  }, 180_000);
});
