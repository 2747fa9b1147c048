import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys';

describe('VAPID keys', () => {
  it('uses the configured pair', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kickoff-vapid-'));
    expect(resolveVapidKeys({ publicKey: 'pub', privateKey: 'priv' }, dir)).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
    });
  });

  it('generates a pair into the data directory once (mode 0600) and keeps it across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kickoff-vapid-'));
    const first = resolveVapidKeys({}, dir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const path = join(dir, 'vapid-keys.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(first);
    expect(resolveVapidKeys({}, dir)).toEqual(first);
  });
});
