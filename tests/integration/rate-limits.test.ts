import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../server/adapters/rate-limit/rate-limiter';
import { operationPath } from '../../src/contract/operation';
import { POST_OPERATIONS, QNA_OPERATIONS } from '../../src/contract/boards.operations';
import { RATE_LIMIT_TEXT } from '../../src/domain/text/rate-limit';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpBody } from '../fixtures/new-member';

const HANGUL = /[\uAC00-\uD7A3]/;

/** Small budgets so each threshold is reached in a few requests. */
const LIMITS = {
  RATE_LIMIT_SIGN_UP_IP: '3/1h',
  RATE_LIMIT_SIGN_IN_IP: '8/15m',
  RATE_LIMIT_SIGN_IN_ACCOUNT: '4/15m',
  RATE_LIMIT_SIGN_IN_DELAY_AFTER: '2',
  RATE_LIMIT_SIGN_IN_DELAY_MS: '60',
  RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: '100',
  RATE_LIMIT_PASSWORD_RESET_IP: '4/1h',
  RATE_LIMIT_PASSWORD_RESET_EMAIL: '2/1h',
  RATE_LIMIT_FOLLOW_HOURLY: '3/1h',
  RATE_LIMIT_CONSULTATION_HOURLY: '2/1h',
  RATE_LIMIT_OAUTH_IP: '3/15m',
  RATE_LIMIT_COMMENT_INTERVAL: '1/10s',
  RATE_LIMIT_POST_INTERVAL: '1/1m',
  RATE_LIMIT_LIKE_HOURLY: '3/1h',
  // Clients are told apart by X-Forwarded-For in these in-process requests.
  TRUST_PROXY: 'true',
};

/** Memory always; Redis too when TEST_REDIS_URL points at one (CI sets it when a local Redis answers). */
const STORES = process.env.TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(STORES)('abuse limits (%s counters)', (store) => {
  let t: TestApp;
  let ipSerial = 0;
  /** Every test speaks from its own address, so budgets never leak between tests. */
  const newIp = () => {
    ipSerial += 1;
    return `203.0.113.${ipSerial}`;
  };
  beforeAll(async () => {
    t = await createTestApp({
      env: LIMITS,
      ...(store === 'redis'
        ? {
            rateLimiter: (config) =>
              createRateLimiter(
                { ...config.rateLimits, prefix: `kickoff-test:${randomUUID()}` },
                { redisUrl: process.env.TEST_REDIS_URL },
              ),
          }
        : {}),
    });
  });
  afterAll(() => t?.close());
  /** Accounts made outside the sign-up budget under test: each from an address of its own. */
  const account = (options: { role?: 'EDITOR'; email?: string } = {}) =>
    t.signUp({ ...options, headers: { 'X-Forwarded-For': newIp() } });

  const from = (ip: string, token?: string) => ({
    post: (path: string, json?: unknown) =>
      t.request('POST', path, { json, token, headers: { 'X-Forwarded-For': ip } }),
    patch: (path: string) => t.request('PATCH', path, { token, headers: { 'X-Forwarded-For': ip } }),
    get: (path: string) => t.request('GET', path, { token, headers: { 'X-Forwarded-For': ip } }),
  });

  /** A 429 as the app sees it: Retry-After in whole seconds within the window, Korean text. */
  const expectLimited = async (res: Response, windowSeconds: number, text: string) => {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    const body = (await res.json()) as { message: string; detailedMessage: string };
    expect(body.message).toBe('Too Many Requests');
    expect(body.detailedMessage).toMatch(HANGUL);
    expect(body.detailedMessage.startsWith(text)).toBe(true);
  };

  it('sign-up: 3 per address pass, the 4th gets 429', async () => {
    const client = from(newIp());
    for (let i = 0; i < 3; i++) {
      const res = await client.post(
        '/api/auth/sign-up',
        signUpBody({
          email: `limit-${store}-${i}@example.com`,
          password: 'password-1234',
          nickname: `한도${store}${i}`,
        }),
      );
      expect(res.status).toBe(201);
    }
    const fourth = await client.post(
      '/api/auth/sign-up',
      signUpBody({
        email: `limit-${store}-x@example.com`,
        password: 'password-1234',
        nickname: `한도${store}x`,
      }),
    );
    await expectLimited(fourth, 3600, '회원가입 요청이 너무 많습니다.');
    // Another address still may.
    expect(
      (
        await from(newIp()).post(
          '/api/auth/sign-up',
          signUpBody({
            email: `limit-${store}-y@example.com`,
            password: 'password-1234',
            nickname: `한도${store}y`,
          }),
        )
      ).status,
    ).toBe(201);
  });

  it('sign-in by account: answers slow down, the 5th attempt gets 429 even with the right password, from anywhere', async () => {
    const user = await account({ email: `guessed-${store}@example.com` });
    const client = from(newIp());
    const elapsed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      const res = await client.post('/api/auth/sign-in', { email: user.email, password: `wrong-${i}-pass` });
      elapsed.push(performance.now() - started);
      expect(res.status).toBe(401);
    }
    // Failures 3 and 4 come after RATE_LIMIT_SIGN_IN_DELAY_AFTER=2: held back 60 ms, then 100 ms (the cap).
    expect(elapsed[2]).toBeGreaterThanOrEqual(55);
    expect(elapsed[3]).toBeGreaterThanOrEqual(95);
    await expectLimited(
      await client.post('/api/auth/sign-in', { email: user.email, password: user.password }),
      900,
      '로그인 시도가 너무 많습니다.',
    );
    await expectLimited(
      await from(newIp()).post('/api/auth/sign-in', { email: user.email, password: user.password }),
      900,
      '로그인 시도가 너무 많습니다.',
    );
  });

  it('sign-in by account: a success clears the count', async () => {
    const user = await account({ email: `forgetful-${store}@example.com` });
    const client = from(newIp());
    for (let i = 0; i < 3; i++)
      expect(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'nope-nope' })).status,
      ).toBe(401);
    expect(
      (await client.post('/api/auth/sign-in', { email: user.email, password: user.password })).status,
    ).toBe(200);
    for (let i = 0; i < 4; i++)
      expect(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'nope-nope' })).status,
      ).toBe(401);
    expect(
      (await client.post('/api/auth/sign-in', { email: user.email, password: user.password })).status,
    ).toBe(429);
  });

  it('sign-in by address: 8 failures over many emails pass, the 9th attempt gets 429', async () => {
    const client = from(newIp());
    for (let i = 0; i < 8; i++)
      expect(
        (
          await client.post('/api/auth/sign-in', {
            email: `spray-${store}-${i}@example.com`,
            password: 'guess-guess',
          })
        ).status,
      ).toBe(401);
    await expectLimited(
      await client.post('/api/auth/sign-in', {
        email: `spray-${store}-z@example.com`,
        password: 'guess-guess',
      }),
      900,
      '로그인 시도가 너무 많습니다.',
    );
  });

  it('password reset: 4 per address, 2 per email, the same for unknown emails', async () => {
    const client = from(newIp());
    for (let i = 0; i < 4; i++)
      expect(
        (await client.post('/api/auth/password-reset', { email: `reset-${store}-${i}@example.com` })).status,
      ).toBe(202);
    await expectLimited(
      await client.post('/api/auth/password-reset', { email: `reset-${store}-z@example.com` }),
      3600,
      '비밀번호 찾기 요청이 너무 많습니다.',
    );
    const user = await account({ email: `reset-known-${store}@example.com` });
    for (const email of [user.email, `reset-unknown-${store}@example.com`]) {
      expect((await from(newIp()).post('/api/auth/password-reset', { email })).status).toBe(202);
      expect((await from(newIp()).post('/api/auth/password-reset', { email })).status).toBe(202);
      await expectLimited(
        await from(newIp()).post('/api/auth/password-reset', { email }),
        3600,
        '비밀번호 찾기 요청이 너무 많습니다.',
      );
    }
  });

  it('follows: 3 toggles per user an hour, the 4th gets 429', async () => {
    const [fan, star] = [await account(), await account()];
    const client = from(newIp(), fan.token);
    for (let i = 0; i < 3; i++) expect((await client.patch(`/api/user/${star.id}/follow`)).status).toBe(200);
    await expectLimited(
      await client.patch(`/api/user/${star.id}/follow`),
      3600,
      '팔로우를 너무 많이 변경했습니다.',
    );
    // Counted per user, not per address.
    const other = await account();
    expect((await from(newIp(), other.token).patch(`/api/user/${star.id}/follow`)).status).toBe(200);
    await expectLimited(
      await from(newIp(), fan.token).patch(`/api/user/${star.id}/follow`),
      3600,
      '팔로우를 너무 많이 변경했습니다.',
    );
  });

  it('consultations: 2 per user an hour, the 3rd gets 429', async () => {
    const sender = await account();
    const client = from(newIp(), sender.token);
    const body = (recipientId: number) => ({
      recipientId,
      consultationType: 'CONSULTING',
      message: '상담 부탁드립니다',
    });
    for (let i = 0; i < 2; i++) {
      const recipient = await account({ role: 'EDITOR' });
      expect((await client.post('/api/user/consultation', body(recipient.id))).status).toBe(204);
    }
    const third = await account({ role: 'EDITOR' });
    await expectLimited(
      await client.post('/api/user/consultation', body(third.id)),
      3600,
      '상담 요청을 너무 많이 보냈습니다.',
    );
  });

  it('social sign-in starts: 3 per address, then the failure page says why', async () => {
    const client = from(newIp());
    for (let i = 0; i < 3; i++)
      expect((await client.get('/api/auth/oauth/kakao')).headers.get('location')).toBe(
        '/login/oauth/login/authentication-failure?reason=disabled',
      );
    const fourth = await client.get('/api/auth/oauth/kakao');
    expect(fourth.status).toBe(302);
    expect(fourth.headers.get('location')).toBe(
      '/login/oauth/login/authentication-failure?reason=rateLimited',
    );
  });

  it('board writes: one post a minute, one comment or reply in ten seconds, three like toggles an hour', async () => {
    const writer = await account();
    const reader = await account();
    const w = from(newIp(), writer.token);
    const r = from(newIp(), reader.token);
    const body = { title: '첫 글', content: '<p>본문</p>' };
    const created = await w.post(operationPath(POST_OPERATIONS.create), body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await expectLimited(
      await w.post(operationPath(QNA_OPERATIONS.create), body),
      60,
      '글을 너무 자주 작성하고 있습니다.',
    );
    // A draft is not a post: saving one stays free.
    expect((await w.post(operationPath(POST_OPERATIONS.createDraft), body)).status).toBe(201);

    const comment = await r.post(operationPath(POST_OPERATIONS.comment, { id }), { content: '댓글' });
    expect(comment.status).toBe(201);
    const { id: commentId } = (await comment.json()) as { id: number };
    await expectLimited(
      await r.post(operationPath(POST_OPERATIONS.reply, { id, commentId }), { content: '답글' }),
      10,
      '댓글을 너무 자주 작성하고 있습니다.',
    );

    for (let i = 0; i < 3; i++)
      expect((await r.patch(operationPath(POST_OPERATIONS.like, { id }))).status).toBe(200);
    await expectLimited(
      await r.patch(operationPath(POST_OPERATIONS.likeComment, { commentId })),
      3600,
      '좋아요를 너무 많이 눌렀습니다.',
    );
  });

  it('documents 429 for every operation with a policy', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/api/auth/sign-up', 'post'],
      ['/api/auth/password-reset', 'post'],
      ['/api/user/{id}/follow', 'patch'],
      ['/api/user/consultation', 'post'],
      ['/api/board/post', 'post'],
      ['/api/board/qna/draft/{id}/publish', 'post'],
      ['/api/article/{id}/comment', 'post'],
      ['/api/board/qna/{id}/like', 'patch'],
      ['/api/board/comment/{commentId}/like', 'patch'],
    ] as const)
      expect(doc.paths[path]?.[method]?.responses['429'], path).toBeDefined();
    expect(RATE_LIMIT_TEXT.generic).toMatch(HANGUL);
  });
});
