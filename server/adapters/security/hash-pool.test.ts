import { randomBytes, scryptSync } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPool, type ScryptJob } from './hash-pool';

const job = (N: number, password = 'password-1234'): ScryptJob => ({
  password,
  salt: randomBytes(16),
  keyLength: 32,
  options: { N, r: 8, p: 1, maxmem: 128 * N * 8 * 2 },
});

describe('password hashing pool', () => {
  const pool = hashPool(2);
  afterAll(() => pool.close());

  it('derives the same key as node:crypto, for every job given at once', async () => {
    const jobs = Array.from({ length: 5 }, (_, i) => job(2 ** 10, `password-${i}`));
    const keys = await Promise.all(jobs.map((j) => pool.scrypt(j)));
    keys.forEach((key, i) => {
      const j = jobs[i] as ScryptJob;
      expect(key.equals(scryptSync(j.password, j.salt, j.keyLength, j.options))).toBe(true);
    });
    expect(pool.pending()).toBe(0);
  });

  it('leaves libuv’s thread pool to compression: a gzip asked for behind a queue of hashes ends first', async () => {
    // Five heavy hashes would fill libuv's four threads if they ran there (crypto.scrypt), and the gzip
    // queued after them would wait for one to finish.
    const finished: string[] = [];
    const hashes = Array.from({ length: 5 }, (_, i) =>
      pool.scrypt(job(2 ** 16)).then(() => void finished.push(`hash ${i}`)),
    );
    const compressed = promisify(gzip)(Buffer.alloc(64 * 1024, 'a')).then(() => void finished.push('gzip'));
    await Promise.all([...hashes, compressed]);
    expect(finished[0]).toBe('gzip');
  });

  it('rejects a job node:crypto refuses, and goes on with the next', async () => {
    await expect(
      pool.scrypt({ ...job(2 ** 10), options: { N: 3, r: 8, p: 1, maxmem: 1 } }),
    ).rejects.toThrow();
    expect((await pool.scrypt(job(2 ** 10))).length).toBe(32);
  });

  it('closes after the jobs already given have finished, and starts again when used after', async () => {
    const given = Array.from({ length: 4 }, () => pool.scrypt(job(2 ** 12)));
    const closed = pool.close().then(() => pool.pending());
    const keys = await Promise.all(given);
    expect(keys.every((key) => key.length === 32)).toBe(true);
    expect(await closed).toBe(0);
    expect((await pool.scrypt(job(2 ** 10))).length).toBe(32);
  });
});
