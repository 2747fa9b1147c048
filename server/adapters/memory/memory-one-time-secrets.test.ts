import { describe, expect, it } from 'vitest';
import { oneTimeSecrets } from '../security/one-time-secrets';
import { memoryOneTimeSecrets } from './memory-one-time-secrets';

describe('memory one-time secrets', () => {
  const secrets = memoryOneTimeSecrets();

  it('makes 256-bit base64url secrets, a new one each time, hashed as the server hashes them', () => {
    const a = secrets.create();
    const b = secrets.create();
    expect(a.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
    const server = oneTimeSecrets();
    expect(a.hash).toBe(server.hash(a.secret));
    expect(secrets.hash(a.secret)).toBe(a.hash);
    for (const text of ['', 'abc', '한글 비밀', 'x'.repeat(1_000)])
      expect(secrets.hash(text)).toBe(server.hash(text));
  });
});
