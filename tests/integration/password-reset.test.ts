import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/adapters/log/logger';
import { PASSWORD_RESET_TEXT as T } from '../../src/domain/text/social-login';
import { type ReceivedMail, startLocalSmtpServer } from '../fixtures/local-smtp-server';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://kickoff.example';
const LINK = /https:\/\/kickoff\.example\/password\/reset\?token=([A-Za-z0-9_-]{43})/;

describe.each(ENGINES)('password reset over SMTP on %s', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let now = Date.parse('2026-03-01T09:00:00Z');
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp({ engine, env: { SMTP_URL: smtp.url, PUBLIC_URL }, clock: () => new Date(now) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
    now = Date.parse('2026-03-01T09:00:00Z');
  });

  const request = (email: string) => t.request('POST', '/api/auth/password-reset', { json: { email } });
  const confirm = (token: string, password: string) =>
    t.request('POST', '/api/auth/password-reset/confirm', { json: { token, password } });
  const mailTo = async (email: string): Promise<ReceivedMail> => {
    await expect.poll(() => smtp.received.some((m) => m.to === email), { timeout: 10_000 }).toBe(true);
    return smtp.received.find((m) => m.to === email) as ReceivedMail;
  };
  const tokenOf = (mail: ReceivedMail) => LINK.exec(mail.text)?.[1] as string;

  it('mails a link for a registered email and answers an unknown one exactly the same way', async () => {
    const user = await t.signUp();
    const unknown = await request('nobody@example.com');
    const known = await request(user.email.toUpperCase());
    for (const res of [unknown, known]) {
      expect(res.status).toBe(202);
      expect(await res.text()).toBe('');
    }
    const headers = (res: Response) =>
      [...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
    expect(headers(unknown)).toEqual(headers(known));

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe(T.mailSubject);
    expect(mail.text).toContain('30분');
    expect(tokenOf(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`${PUBLIC_URL}/password/reset?token=${tokenOf(mail)}`);
    // The unknown address got nothing (its request came first, so it would have arrived first).
    expect(smtp.received.map((m) => m.to)).toEqual([user.email]);
  });

  it('works once, signs out every session and keeps the old password from working', async () => {
    const user = await t.signUp();
    const otherSession = user.token;
    await request(user.email);
    const token = tokenOf(await mailTo(user.email));
    const done = await confirm(token, 'brand-new-password');
    expect(done.status).toBe(204);
    expect((await t.request('GET', '/api/user/profile', { token: otherSession })).status).toBe(401);
    const oldPassword = await t.request('POST', '/api/auth/sign-in', {
      json: { email: user.email, password: user.password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.request('POST', '/api/auth/sign-in', {
      json: { email: user.email, password: 'brand-new-password' },
    });
    expect(newPassword.status).toBe(200);
    const again = await confirm(token, 'another-password-1');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: 'Invalid Reset Token',
      errors: [{ field: 'token', reason: T.invalidToken }],
    });
  });

  it('expires after 30 minutes, and only the latest link works', async () => {
    const user = await t.signUp();
    await request(user.email);
    const first = tokenOf(await mailTo(user.email));
    now += 29 * 60 * 1000;
    smtp.received.length = 0;
    await request(user.email);
    const second = tokenOf(await mailTo(user.email));
    expect((await confirm(first, 'first-link-password')).status).toBe(400);
    now += 30 * 60 * 1000 + 1000;
    expect((await confirm(second, 'second-link-password')).status).toBe(400);
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
  });

  it('validates the new password and the token shape', async () => {
    const short = await confirm('A'.repeat(43), 'short');
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual([
      { field: 'password', reason: expect.stringMatching(/8자/) },
    ]);
    expect((await confirm('not a token', 'long-enough-password')).status).toBe(400);
  });
});

describe('password reset without a mail server', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: createLogger('info', sink) });
  });
  afterAll(() => t.close());

  it('writes the message to the outbox and logs where, never the link', async () => {
    const user = await t.signUp();
    await t.request('POST', '/api/auth/password-reset', { json: { email: user.email } });
    const outbox = join(t.deps.config.dataDir, 'outbox');
    await expect
      .poll(() => lines.some((l) => l.includes('mail written to the outbox')), { timeout: 10_000 })
      .toBe(true);
    const files = readdirSync(outbox).sort();
    expect(files.map((f) => f.replace(/^.*\./, ''))).toEqual(['eml', 'txt']);
    const eml = await simpleParser(readFileSync(join(outbox, files[0] as string)));
    expect(eml.subject).toBe(T.mailSubject);
    const message = readFileSync(join(outbox, files[1] as string), 'utf8');
    expect(message).toContain(`To: ${user.email}`);
    expect(eml.text).toContain(message.split('\n\n').slice(1).join('\n\n').trim());
    const token = /token=([A-Za-z0-9_-]{43})/.exec(message)?.[1] as string;
    expect(lines.join('\n')).not.toContain(token);
    const done = await t.request('POST', '/api/auth/password-reset/confirm', {
      json: { token, password: 'from-the-outbox' },
    });
    expect(done.status).toBe(204);
  });
});
