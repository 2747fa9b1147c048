import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { createLogger } from '../../server/adapters/log/logger';
import { guardianExpiryJob } from '../../server/adapters/scheduler/guardian-expiry-job';
import { OTHERS_LISTS } from '../../server/application/profiles/profile-lists.use-case';
import { API_OPERATIONS } from '../../src/contract/api';
import { GuardianDecisionResult, GuardianRequestView, GuardianStanding } from '../../src/contract/guardian';
import { GUARDIAN_OPERATIONS as G } from '../../src/contract/guardian.operations';
import type { Operation } from '../../src/contract/operation';
import { PROFILE_OPERATIONS } from '../../src/contract/profile.operations';
import { GUARDIAN_NOTICE_VERSION, GUARDIAN_PENDING_MS } from '../../src/domain/minors';
import { POLICY_VERSION_PATTERN } from '../../src/domain/policies';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { SERVER_MESSAGE_TEXT } from '../../src/domain/text/errors';
import { at, FREE_BOARD, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';
import { onboardingBody, signUpBody } from '../fixtures/new-member';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date of birth that is `years` old (만 나이) on the Seoul day of `now`, plus `days` days younger. */
const bornYearsAgo = (now: Date, years: number, days = 0) => {
  const seoul = new Date(now.getTime() + 9 * 3600_000 - days * DAY_MS);
  return `${seoul.getUTCFullYear() - years}-${String(seoul.getUTCMonth() + 1).padStart(2, '0')}-${String(
    seoul.getUTCDate(),
  ).padStart(2, '0')}`;
};

describe.each(ENGINES)('minors: the guardian of a child under 14 and minors’ defaults on %s', (engine) => {
  let t: TestApp;
  let now = new Date();
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    now = new Date();
    await t.reset();
  });

  const outboxDir = () => join(t.deps.config.dataDir, 'outbox');
  /** The readable copies of the mails sent to `to`, oldest first. */
  const mailsTo = (to: string) => {
    let files: string[];
    try {
      files = readdirSync(outboxDir()).filter((f) => f.endsWith('.txt'));
    } catch {
      return [];
    }
    return files
      .sort()
      .map((f) => readFileSync(join(outboxDir(), f), 'utf8'))
      .filter((text) => text.startsWith(`To: ${to}\n`));
  };
  const linkOf = (mail: string, route: string) => {
    const match = new RegExp(`${route}\\?token=([A-Za-z0-9_\\-.]+)`).exec(mail);
    if (!match?.[1]) throw new Error(`no ${route} link in the mail:\n${mail}`);
    return match[1];
  };

  /** Signs a member up through the API with a date of birth. */
  const signUpBorn = async (birthDate: string, nickname?: string): Promise<TestUser> => {
    counter += 1;
    const n = `${process.pid % 1000}m${counter}`;
    const body = signUpBody({
      email: `minor${n}@example.com`,
      password: 'password-1234',
      nickname: nickname ?? `어린이${counter}`,
      birthDate,
    });
    const res = await t.request('POST', '/api/auth/sign-up', { json: body });
    expect(res.status, await res.clone().text()).toBe(201);
    const { token } = (await res.json()) as { token: string };
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    if (!row) throw new Error('not stored');
    return {
      id: row.id,
      token,
      email: body.email,
      password: body.password,
      nickname: body.nickname,
      role: 'USER',
    };
  };
  const standing = async (user: TestUser) => {
    const res = await t.request('GET', G.standing.path, { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(GuardianStanding, await res.json());
  };
  const nameGuardian = (user: TestUser, guardianEmail: string) =>
    t.request('PUT', G.request.path, { token: user.token, json: { guardianEmail } });
  const decide = (token: string, decision: 'CONSENT' | 'REFUSE') =>
    t.request('POST', G.decide.path, { json: { token, decision } });
  const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  /** A child who asked a guardian: the consent and withdrawal tokens of the mail. */
  const childWithGuardian = async (guardianEmail: string) => {
    const child = await signUpBorn(bornYearsAgo(now, 12));
    expect((await nameGuardian(child, guardianEmail)).status).toBe(204);
    const [mail] = mailsTo(guardianEmail).slice(-1);
    if (!mail) throw new Error('no mail to the guardian');
    return {
      child,
      mail,
      consent: linkOf(mail, '/guardian/consent'),
      withdraw: linkOf(mail, '/guardian/withdraw'),
    };
  };

  it('signs a 12-year-old up pending, mails the guardian, and makes a full account on consent', async () => {
    const child = await signUpBorn(bornYearsAgo(now, 12), '열두살');
    expect(await standing(child)).toEqual({
      ageBand: 'CHILD',
      pending: true,
      guardianEmail: null,
      expiresAt: new Date(now.getTime() + GUARDIAN_PENDING_MS).toISOString(),
    });
    const own = (await (
      await t.request('GET', '/api/user/profile', { token: child.token })
    ).json()) as Record<string, unknown>;
    expect(own.guardianPending).toBe(true);
    // Reads like a visitor, writes nothing.
    expect(
      (await t.request('GET', at(FREE_BOARD.paths.detail, { id: 1 }), { token: child.token })).status,
    ).toBeLessThan(500);
    const refused = await t.request('POST', FREE_BOARD.paths.create, {
      token: child.token,
      json: { title: '글', content: '<p>본문</p>', tags: [] },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: SERVER_MESSAGES.guardianConsentPending,
      detailedMessage: SERVER_MESSAGE_TEXT[SERVER_MESSAGES.guardianConsentPending],
    });

    // The guardian may not be the child's own address.
    const self = await nameGuardian(child, child.email);
    expect(self.status).toBe(400);
    expect(mailsTo(child.email)).toHaveLength(0);

    expect((await nameGuardian(child, 'parent@example.com')).status).toBe(204);
    const [mail] = mailsTo('parent@example.com');
    expect(mail).toContain('[킥오프] 자녀의 회원가입에 보호자 동의가 필요합니다');
    expect(mail).toContain('열두살');
    const consentToken = linkOf(mail as string, '/guardian/consent');
    expect((await standing(child)).guardianEmail).toBe('parent@example.com');

    const view = await t.request('GET', `${G.view.path}?token=${consentToken}`);
    expect(view.status).toBe(200);
    expect(v.parse(GuardianRequestView, await view.json())).toEqual({
      nickname: '열두살',
      status: 'PENDING',
      documents: expect.objectContaining({ guardianNotice: GUARDIAN_NOTICE_VERSION }),
    });

    const consented = await decide(consentToken, 'CONSENT');
    expect(consented.status).toBe(200);
    expect(v.parse(GuardianDecisionResult, await consented.json())).toEqual({ status: 'CONSENTED' });
    const stored = await row(child.id);
    expect(stored?.guardianEmail).toBe('parent@example.com');
    expect(stored?.guardianPendingSince).toBeNull();
    expect(stored?.guardianConsentedAt?.getTime()).toBe(now.getTime());
    expect(stored?.guardianConsentVersions).toEqual({
      guardianNotice: GUARDIAN_NOTICE_VERSION,
      terms: expect.stringMatching(POLICY_VERSION_PATTERN),
      privacy: expect.stringMatching(POLICY_VERSION_PATTERN),
    });
    expect((await standing(child)).pending).toBe(false);
    // A full account now: the same token writes.
    expect(await writePost(t, FREE_BOARD, child.token)).toBeGreaterThan(0);
    // The link again changes nothing; a refusal after consent is not taken from it.
    expect(v.parse(GuardianDecisionResult, await (await decide(consentToken, 'CONSENT')).json())).toEqual({
      status: 'CONSENTED',
    });
    expect((await decide(consentToken, 'REFUSE')).status).toBe(400);
    expect((await row(child.id))?.deletedAt).toBeNull();
  });

  it('asks the date of birth in social onboarding too: a child finishing it starts pending', async () => {
    const [made] = await t.db
      .insert(users)
      .values({
        email: null,
        passwordHash: null,
        nickname: '#social:minor',
        provider: 'KAKAO',
        profileCompletedAt: null,
      })
      .returning({ id: users.id });
    const id = made?.id as number;
    const token = await t.jwt.sign({ userId: id, role: 'USER', tokenVersion: 0 });
    const child: TestUser = { id, token, email: '', password: '', nickname: '카카오어린이', role: 'USER' };
    const onboarded = await t.request('POST', '/api/user/onboarding', {
      token,
      json: onboardingBody({ nickname: '카카오어린이', birthDate: bornYearsAgo(now, 11) }),
    });
    expect(onboarded.status, await onboarded.clone().text()).toBe(204);
    expect(await standing(child)).toMatchObject({ ageBand: 'CHILD', pending: true });
    expect((await row(id))?.boardPostVisibility).toBe(false);
    const refused = await t.request('POST', FREE_BOARD.paths.create, {
      token,
      json: { title: '글', content: '<p>본문</p>', tags: [] },
    });
    expect(refused.status).toBe(403);
  });

  it('deletes the pending account and what it holds when the guardian refuses', async () => {
    const { child, consent } = await childWithGuardian('refuser@example.com');
    const refused = await decide(consent, 'REFUSE');
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ status: 'DELETED' });
    const stored = await row(child.id);
    expect(stored?.deletedAt).not.toBeNull();
    expect(stored?.birthDate).toBeNull();
    expect(stored?.guardianEmail).toBeNull();
    expect(stored?.email).toBeNull();
    expect((await t.request('GET', '/api/user/profile', { token: child.token })).status).toBe(401);
    // The link is spent.
    const again = await decide(consent, 'CONSENT');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(SERVER_MESSAGES.invalidGuardianLink);
  });

  it('deletes a pending account after 7 days without consent (the scheduled job, on a simulated clock)', async () => {
    const start = now;
    const waiting = await signUpBorn(bornYearsAgo(now, 10));
    const { child: consented, consent } = await childWithGuardian('early@example.com');
    expect((await decide(consent, 'CONSENT')).status).toBe(200);
    const job = guardianExpiryJob({ db: t.db, logger: createLogger('silent'), clock: () => now });
    const signal = new AbortController().signal;
    now = new Date(start.getTime() + GUARDIAN_PENDING_MS - 60_000);
    await job.run(signal);
    expect((await row(waiting.id))?.deletedAt).toBeNull();
    now = new Date(start.getTime() + GUARDIAN_PENDING_MS);
    await job.run(signal);
    const gone = await row(waiting.id);
    expect(gone?.deletedAt).not.toBeNull();
    expect(gone?.birthDate).toBeNull();
    expect((await row(consented.id))?.deletedAt).toBeNull();
    // The expired consent link no longer works either.
    const late = await signUpBorn(bornYearsAgo(now, 9));
    expect((await nameGuardian(late, 'late@example.com')).status).toBe(204);
    const lateToken = linkOf(mailsTo('late@example.com')[0] as string, '/guardian/consent');
    now = new Date(now.getTime() + GUARDIAN_PENDING_MS + 1000);
    expect((await decide(lateToken, 'CONSENT')).status).toBe(400);
  });

  it('deletes the account when the guardian withdraws consent from the mail', async () => {
    const { child, consent, withdraw } = await childWithGuardian('later@example.com');
    expect((await decide(consent, 'CONSENT')).status).toBe(200);
    // A consent link is not a withdrawal link.
    expect((await t.request('POST', G.withdraw.path, { json: { token: consent } })).status).toBe(400);
    expect((await t.request('POST', G.withdraw.path, { json: { token: withdraw } })).status).toBe(204);
    const stored = await row(child.id);
    expect(stored?.deletedAt).not.toBeNull();
    expect(stored?.guardianEmail).toBeNull();
    expect(stored?.birthDate).toBeNull();
    expect((await t.request('GET', '/api/user/profile', { token: child.token })).status).toBe(401);
    expect((await t.request('POST', G.withdraw.path, { json: { token: withdraw } })).status).toBe(400);
  });

  it('refuses a forged or foreign link', async () => {
    const { consent } = await childWithGuardian('forged@example.com');
    const [head, payload] = consent.split('.');
    expect((await decide(`${head}.${payload}.AAAA`, 'CONSENT')).status).toBe(400);
    const session = (await signUpBorn(bornYearsAgo(now, 30))).token;
    expect((await decide(session, 'CONSENT')).status).toBe(400);
  });

  it('refuses a pending child every mutation of the OpenAPI document but sign-out, deletion and the guardian step', async () => {
    const child = await signUpBorn(bornYearsAgo(now, 11));
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const byKey = new Map<string, Operation>(API_OPERATIONS.map((op) => [`${op.method} ${op.path}`, op]));
    const allowed: string[] = [];
    let refused = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const op = byKey.get(`${method} ${path}`);
        expect(op, `${method} ${path} is an operation of the contract`).toBeDefined();
        // An operation that ignores the token is a visitor's (sign-in, sign-up, the guardian's own pages).
        if (!op || op.auth === 'none') continue;
        if (op.whileGuardianPending) {
          allowed.push(`${method} ${path}`);
          continue;
        }
        const concrete = path.replace(/\{[A-Za-z]+\}/g, '1');
        const res = await t.request(method.toUpperCase(), concrete, { token: child.token, json: {} });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(((await res.json()) as { message: string }).message, `${method} ${path}`).toBe(
          SERVER_MESSAGES.guardianConsentPending,
        );
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(40);
    expect(allowed.sort()).toEqual(
      ['post /api/user/logout', 'delete /api/user/profile', `put ${G.request.path}`].sort(),
    );
    // The allowed ones work: the guardian step, then deleting the account.
    expect((await nameGuardian(child, 'mom@example.com')).status).toBe(204);
    const deleted = await t.request('DELETE', '/api/user/profile', {
      token: child.token,
      json: { password: child.password },
    });
    expect(deleted.status).toBe(204);
    expect((await row(child.id))?.birthDate).toBeNull();
  });

  describe("minors' defaults", () => {
    const SECRET = {
      job: '비밀직업',
      introduction: '비밀소개문',
      homepageUrl: 'https://secret-home.example.com',
      instagramUrl: 'https://instagram.com/secret-child',
      youtubeUrl: 'https://youtube.com/@secret-child',
      blogUrl: 'https://blog.example.com/secret-child',
    };

    const consentedChild = async () => {
      const { child, consent } = await childWithGuardian(`g${counter + 1}@example.com`);
      expect((await decide(consent, 'CONSENT')).status).toBe(200);
      await t.db
        .update(users)
        .set({
          ...SECRET,
          boardPostVisibility: true,
          articleCommentVisibility: true,
          boardCommentVisibility: true,
          likedArticleVisibility: true,
          likedBoardPostVisibility: true,
        })
        .where(eq(users.id, child.id));
      return child;
    };

    it('shows others no list, job, introduction, link or date of birth of a child in any answer they can get', async () => {
      const child = await consentedChild();
      const birthDate = (await row(child.id))?.birthDate as string;
      await writePost(t, FREE_BOARD, child.token, { title: '어린이의 글' });
      const member = await signUpBorn(bornYearsAgo(now, 35));
      const viewers = [
        { token: undefined, who: 'a visitor' },
        { token: member.token, who: 'another member' },
      ];
      // Every GET of the document, with the child's id wherever an id goes: what others can collect.
      let collected = 0;
      for (const viewer of viewers) {
        for (const op of API_OPERATIONS) {
          if (op.method !== 'get' || op.produces === 'text/event-stream') continue;
          // The API reference names the fields; the caller's own guardian standing is their own.
          if (op.path.includes('openapi') || op.path.includes('/docs') || op.path === G.standing.path)
            continue;
          const path = op.path.replace(/\{[A-Za-z]+\}/g, String(child.id));
          const res = await t.request('GET', `${path}?page=1&size=50`, { token: viewer.token });
          const text = await res.text();
          collected += 1;
          for (const secret of [...Object.values(SECRET), birthDate, 'birthDate', 'guardianEmail'])
            expect(text.includes(secret), `${viewer.who}: GET ${op.path} holds ${secret}`).toBe(false);
        }
        const profile = (await (
          await t.request('GET', at('/api/user/{id}', { id: child.id }), { token: viewer.token })
        ).json()) as Record<string, unknown>;
        expect(profile).toMatchObject({
          job: null,
          introduction: null,
          homepageUrl: null,
          instagramUrl: null,
          youtubeUrl: null,
          blogUrl: null,
        });
        for (const name of Object.keys(OTHERS_LISTS) as (keyof typeof OTHERS_LISTS)[]) {
          const res = await t.request('GET', at(PROFILE_OPERATIONS[name].path, { id: child.id }), {
            token: viewer.token,
          });
          expect(res.status).toBe(200);
          expect(await res.json(), `${viewer.who}: ${name}`).toMatchObject({ data: [], hidden: true });
        }
      }
      expect(collected).toBeGreaterThan(60);
      // Nobody can send them a consultation request.
      const consult = await t.request('POST', '/api/user/consultation', {
        token: member.token,
        json: { recipientId: child.id, consultationType: 'CONSULTING', message: '상담 신청합니다' },
      });
      expect(consult.status).toBe(400);
      expect(await consult.json()).toMatchObject({ message: SERVER_MESSAGES.consultationToChild });
      // The child sees their own.
      const own = (await (
        await t.request('GET', at('/api/user/{id}', { id: child.id }), { token: child.token })
      ).json()) as Record<string, unknown>;
      expect(own.job).toBe(SECRET.job);
      const ownList = await t.request('GET', at(PROFILE_OPERATIONS.userPosts.path, { id: child.id }), {
        token: child.token,
      });
      expect(((await ownList.json()) as { hidden: boolean }).hidden).toBe(false);
    });

    it('starts a teen’s lists private, which the teen may open, and shows a teen’s introduction', async () => {
      const teen = await signUpBorn(bornYearsAgo(now, 16));
      const adult = await signUpBorn(bornYearsAgo(now, 19));
      expect((await standing(teen)).ageBand).toBe('TEEN');
      expect((await standing(adult)).ageBand).toBe('ADULT');
      expect((await standing(teen)).pending).toBe(false);
      const own = (await (
        await t.request('GET', '/api/user/profile', { token: teen.token })
      ).json()) as Record<string, unknown>;
      expect(own).toMatchObject({
        boardPostVisibility: false,
        articleCommentVisibility: false,
        boardCommentVisibility: false,
        likedArticleVisibility: false,
        likedBoardPostVisibility: false,
        guardianPending: false,
      });
      const adultOwn = (await (
        await t.request('GET', '/api/user/profile', { token: adult.token })
      ).json()) as Record<string, unknown>;
      expect(adultOwn).toMatchObject({ boardPostVisibility: true, likedArticleVisibility: true });
      const list = () => t.request('GET', at(PROFILE_OPERATIONS.userPosts.path, { id: teen.id }));
      expect(((await (await list()).json()) as { hidden: boolean }).hidden).toBe(true);
      expect(
        (
          await t.request('PATCH', PROFILE_OPERATIONS.boardPostVisibility.path, {
            token: teen.token,
            json: { visible: true },
          })
        ).status,
      ).toBeLessThan(300);
      expect(((await (await list()).json()) as { hidden: boolean }).hidden).toBe(false);
      await t.db.update(users).set({ job: '중학생 선수' }).where(eq(users.id, teen.id));
      expect(
        ((await (await t.request('GET', at('/api/user/{id}', { id: teen.id }))).json()) as { job: string })
          .job,
      ).toBe('중학생 선수');
      // A consultation to a teen goes through.
      const consult = await t.request('POST', '/api/user/consultation', {
        token: adult.token,
        json: { recipientId: teen.id, consultationType: 'CONSULTING', message: '상담 신청합니다' },
      });
      expect(consult.status).toBeLessThan(300);
    });

    it('refuses a date of birth in the future or before 1900, and a child on the day before the 14th birthday', async () => {
      for (const birthDate of ['2999-01-01', '1899-12-31', '2013-02-30']) {
        const res = await t.request('POST', '/api/auth/sign-up', {
          json: signUpBody({
            email: `bad${birthDate}@example.com`,
            password: 'password-1234',
            nickname: `날짜${birthDate.slice(0, 4)}`,
            birthDate,
          }),
        });
        expect(res.status, birthDate).toBe(400);
        expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('birthDate');
      }
      const almost = await signUpBorn(bornYearsAgo(now, 14, -1));
      expect(await standing(almost)).toMatchObject({ ageBand: 'CHILD', pending: true });
      const birthday = await signUpBorn(bornYearsAgo(now, 14));
      expect(await standing(birthday)).toMatchObject({ ageBand: 'TEEN', pending: false });
    });
  });
});
