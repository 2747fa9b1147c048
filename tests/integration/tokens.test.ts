import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runUserCommand } from '../../server/cli/user-command';
import { users } from '../../server/adapters/db/schema';
import { CLOCK_TOLERANCE_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/adapters/security/jwt';
import { ROLES } from '../../src/domain/role';
import { OPERATOR_TEXT } from '../../src/domain/text/operator';
import { createTestApp, ENGINES, TEST_JWT_SECRET, type TestApp } from './helpers/test-app';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the server's own secret carrying exactly `payload`: only its claims can be wrong. */
const signedWith = (payload: JWTPayload) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
/** The claims the server issues for a USER account, which a test then edits one at a time. */
const claimsFor = (sub: string): JWTPayload => ({
  sub,
  role: 'USER',
  tv: 0,
  iss: TOKEN_ISSUER,
  aud: TOKEN_AUDIENCE,
  iat: now(),
  exp: now() + 3600,
});

describe.each(ENGINES)('session tokens on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const expectUnauthorized = async (res: Response) => {
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  };
  const profileWith = (token: string) => t.request('GET', '/api/user/profile', { token });

  it('carries sub, role, token version, iat and exp, signed with HS256', async () => {
    const user = await t.signUp();
    const [header, payload] = user.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({
      sub: String(user.id),
      role: 'USER',
      tv: 0,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
    });
    expect(payload.exp - payload.iat).toBeGreaterThan(86_400);
    expect((await profileWith(user.token)).status).toBe(200);
  });

  it('answers 401 Unauthorized without a token on a route that needs one', async () => {
    await expectUnauthorized(await t.request('GET', '/api/user/profile'));
  });

  it('refuses an unsigned token (alg none)', async () => {
    const user = await t.signUp();
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(user.id), role: 'ADMIN', tv: 0, iat: now(), exp: now() + 3600 })}.`;
    await expectUnauthorized(await profileWith(forged));
  });

  it('refuses a token signed with another secret', async () => {
    const user = await t.signUp();
    const forged = await new SignJWT({ role: 'USER', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    await expectUnauthorized(await profileWith(forged));
  });

  it('refuses an expired token', async () => {
    const user = await t.signUp();
    const expired = await t.jwt.sign({ userId: user.id, role: 'USER', tokenVersion: 0 }, now() - 15 * 86_400);
    await expectUnauthorized(await profileWith(expired));
  });

  it('refuses a token whose role claim was edited, and a validly signed role the account does not have', async () => {
    const user = await t.signUp();
    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    await expectUnauthorized(
      await profileWith(`${header}.${b64({ ...claims, role: 'ADMIN' })}.${signature}`),
    );
    const signedAdmin = await t.jwt.sign({ userId: user.id, role: 'ADMIN', tokenVersion: 0 });
    await expectUnauthorized(await profileWith(signedAdmin));
  });

  it('refuses the token of a since-demoted editor and accepts a fresh sign-in', async () => {
    const editor = await t.signUp({ role: 'EDITOR' });
    expect((await profileWith(editor.token)).status).toBe(200);
    const result = await runUserCommand(t.db, ['role', editor.email, 'USER']);
    expect(result).toEqual({
      code: 0,
      output: OPERATOR_TEXT.user.roleChanged(editor.id, editor.email, 'EDITOR', 'USER'),
    });
    expect(result.output).toMatch(/의 역할을 EDITOR에서 USER\(으\)로 바꿨습니다\./);
    await expectUnauthorized(await profileWith(editor.token));
    const again = await t.request('POST', '/api/auth/sign-in', {
      json: { email: editor.email, password: editor.password },
    });
    const { token } = (await again.json()) as { token: string };
    const profile = await profileWith(token);
    expect(((await profile.json()) as { role: string }).role).toBe('USER');
  });

  it('refuses the token of a deleted account, a bad header and a non-numeric subject', async () => {
    const user = await t.signUp();
    await t.db.delete(users).where(eq(users.id, user.id));
    await expectUnauthorized(await profileWith(user.token));
    await expectUnauthorized(
      await t.request('GET', '/api/user/profile', { headers: { Authorization: `Basic ${btoa('a:b')}` } }),
    );
    const weird = await new SignJWT({ role: 'USER', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expectUnauthorized(await profileWith(weird));
  });

  it('accepts a token with exactly the claims the server issues (the control for the cases below)', async () => {
    const user = await t.signUp();
    expect((await profileWith(await signedWith(claimsFor(String(user.id))))).status).toBe(200);
    // An iat a little ahead, as a second server whose clock runs fast would issue it, is tolerated.
    const ahead = { ...claimsFor(String(user.id)), iat: now() + CLOCK_TOLERANCE_SECONDS - 5 };
    expect((await profileWith(await signedWith(ahead))).status).toBe(200);
  });

  it('refuses a token from another issuer or for another audience', async () => {
    const user = await t.signUp();
    const claims = claimsFor(String(user.id));
    await expectUnauthorized(await profileWith(await signedWith({ ...claims, iss: 'https://evil.example' })));
    await expectUnauthorized(
      await profileWith(await signedWith({ ...claims, aud: 'kickoff:password-reset' })),
    );
    await expectUnauthorized(await profileWith(await signedWith({ ...claims, aud: ['someone-else'] })));
  });

  it('refuses a token without iss or aud, as every token issued before they were set', async () => {
    const user = await t.signUp();
    const { iss: _iss, aud: _aud, ...claims } = claimsFor(String(user.id));
    await expectUnauthorized(await profileWith(await signedWith({ ...claims, aud: TOKEN_AUDIENCE })));
    await expectUnauthorized(await profileWith(await signedWith({ ...claims, iss: TOKEN_ISSUER })));
    await expectUnauthorized(await profileWith(await signedWith(claims)));
  });

  it('refuses a token issued in the future beyond the clock tolerance', async () => {
    const user = await t.signUp();
    const claims = claimsFor(String(user.id));
    const future = { ...claims, iat: now() + CLOCK_TOLERANCE_SECONDS + 60, exp: now() + 7200 };
    await expectUnauthorized(await profileWith(await signedWith(future)));
  });

  it('refuses a subject above the database id range (2^31 and more) with 401, never 5xx', async () => {
    const user = await t.signUp();
    for (const sub of ['2147483648', '9007199254740991']) {
      const token = await signedWith(claimsFor(sub));
      await expectUnauthorized(await profileWith(token));
      // A visitor route reads the token too: a bad one is a 401 there as well.
      await expectUnauthorized(await t.request('GET', `/api/user/${user.id}`, { token }));
    }
    // The largest id the database holds is read and simply not found.
    await expectUnauthorized(await profileWith(await signedWith(claimsFor('2147483647'))));
  });

  it('refuses a subject of 0 or below', async () => {
    const user = await t.signUp();
    for (const sub of ['0', '-0', '-1', `-${user.id}`, '-2147483649']) {
      await expectUnauthorized(await profileWith(await signedWith(claimsFor(sub))));
    }
  });

  it('refuses a non-numeric subject or one written in any other way than the id itself', async () => {
    const user = await t.signUp();
    const id = String(user.id);
    for (const sub of ['admin', '', ` ${id}`, `0${id}`, `${id}.0`, '1e3', `+${id}`, '0x10']) {
      await expectUnauthorized(await profileWith(await signedWith(claimsFor(sub))));
    }
    await expectUnauthorized(await profileWith(await signedWith({ ...claimsFor(id), sub: undefined })));
    // A number instead of a string (RFC 7519: sub is a string).
    const { sub: _sub, ...rest } = claimsFor(id);
    const numeric = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...rest, sub: user.id })}`;
    const signature = createHmac('sha256', TEST_JWT_SECRET).update(numeric).digest('base64url');
    await expectUnauthorized(await profileWith(`${numeric}.${signature}`));
  });

  it('refuses a token version that is not a non-negative int32', async () => {
    const user = await t.signUp();
    for (const tv of [-1, 2147483648, 1e300, 0.5, '0']) {
      await expectUnauthorized(await profileWith(await signedWith({ ...claimsFor(String(user.id)), tv })));
    }
  });

  it('refuses a bad token even on a route visitors may call', async () => {
    const user = await t.signUp();
    expect((await t.request('GET', `/api/user/${user.id}`)).status).toBe(200);
    await expectUnauthorized(await t.request('GET', `/api/user/${user.id}`, { token: `${user.token}x` }));
  });

  it('reports a wrong role name or unknown email from the role command', async () => {
    const usage = OPERATOR_TEXT.user.usage(ROLES);
    expect(usage).toBe('사용법: npm run user -- role <이메일> <USER|EDITOR|MODERATOR|ADMIN>');
    expect(await runUserCommand(t.db, ['role', 'x@example.com', 'KING'])).toEqual({
      code: 2,
      output: `${OPERATOR_TEXT.user.unknownRole('KING', ROLES)}\n${usage}`,
    });
    expect(await runUserCommand(t.db, ['role', 'nobody@example.com', 'ADMIN'])).toEqual({
      code: 1,
      output: 'nobody@example.com 이메일로 가입한 계정이 없습니다.',
    });
    expect(await runUserCommand(t.db, [])).toEqual({ code: 2, output: usage });
  });
});
