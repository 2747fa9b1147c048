import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consents, users } from '../../server/adapters/db/schema';
import { defaultPoliciesDir } from '../../server/adapters/policies/file-policy-catalog';
import { POLICY_OPERATIONS } from '../../src/contract/policies.operations';
import { CONSENT_RETENTION_YEARS } from '../../src/domain/policies';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { signUpBody } from '../fixtures/new-member';
import { builtDist } from './helpers/page-doc';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const VERSION = '2026-11-29';
const NEWER = '2027-01-01';

/** A policies folder of its own (POLICIES_DIR), starting as a copy of the defaults' first versions. */
const policiesDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-policies-'));
  for (const document of ['terms', 'privacy', 'marketing']) {
    mkdirSync(join(dir, document));
    writeFileSync(
      join(dir, document, `${VERSION}.md`),
      `## ${document} ${VERSION}\n\n운영자 {{operator.name}}, 보호책임자 {{privacyOfficer.name}} ({{privacyOfficer.email}}), 탈퇴 후 {{consent.retentionYears}}년\n`,
    );
  }
  return dir;
};

/** A sign-up with the boxes given ticked (none: no `consents` at all). */
const consentSignUp = (n: string, consentsGiven?: string[]) =>
  signUpBody({
    email: `consent${n}@example.com`,
    password: 'password-1234',
    nickname: `동의${n}`,
    consents: consentsGiven,
  });

describe.each(ENGINES)('consents and policy pages (issue 23) on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = policiesDir();
    t = await createTestApp({
      engine,
      config: { staticDir: builtDist() },
      env: {
        POLICIES_DIR: dir,
        OPERATOR_NAME: '유소년축구 주식회사',
        PRIVACY_OFFICER_NAME: '김보호',
        PRIVACY_OFFICER_EMAIL: 'dpo@youth.example',
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('refuses a sign-up without a required consent with 400 and a Korean reason per document', async () => {
    const none = await t.request('POST', '/api/auth/sign-up', { json: consentSignUp('1') });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'consents.terms', reason: POLICY_TEXT.consentRequired.terms },
      { field: 'consents.privacy', reason: POLICY_TEXT.consentRequired.privacy },
    ]);
    const termsOnly = await t.request('POST', '/api/auth/sign-up', { json: consentSignUp('1', ['terms']) });
    expect(termsOnly.status).toBe(400);
    expect(((await termsOnly.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'consents.privacy', reason: '개인정보 수집·이용에 동의해 주세요.' },
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, 'consent1@example.com'))).toEqual([]);
  });

  it('records each consent with the version in force and the time', async () => {
    const res = await t.request('POST', '/api/auth/sign-up', {
      json: consentSignUp('2', ['terms', 'privacy', 'marketing']),
    });
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'consent2@example.com'));
    const rows = await t.db
      .select()
      .from(consents)
      .where(eq(consents.userId, user?.id ?? 0));
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ['marketing', VERSION],
      ['privacy', VERSION],
      ['terms', VERSION],
    ]);
    for (const row of rows) expect(Date.now() - row.givenAt.getTime()).toBeLessThan(60_000);
  });

  it('leaves the optional box optional', async () => {
    const res = await t.request('POST', '/api/auth/sign-up', {
      json: consentSignUp('3', ['terms', 'privacy']),
    });
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'consent3@example.com'));
    const rows = await t.db
      .select()
      .from(consents)
      .where(eq(consents.userId, user?.id ?? 0));
    expect(rows.map((r) => r.document).sort()).toEqual(['privacy', 'terms']);
  });

  it('asks again after a required document changes and refuses writes until the member agrees', async () => {
    const member = await t.signUp();
    const before = await t.request('GET', '/api/user/profile', { token: member.token });
    expect(((await before.json()) as { consentsDue?: string[] }).consentsDue).toBeUndefined();

    writeFileSync(join(dir, 'terms', `${NEWER}.md`), `## 바뀐 약관 ${NEWER}\n`);
    try {
      const profile = await t.request('GET', '/api/user/profile', { token: member.token });
      expect(((await profile.json()) as { consentsDue?: string[] }).consentsDue).toEqual(['terms']);

      // A write is refused with the Korean reason; a read still answers.
      const write = await t.request('POST', '/api/board/post', {
        token: member.token,
        json: { title: '제목', content: '<p>본문</p>', tags: [] },
      });
      expect(write.status).toBe(403);
      expect(await write.json()).toEqual({
        message: SERVER_MESSAGES.consentRequired,
        detailedMessage: POLICY_TEXT.reconsentRequired,
      });
      const follow = await t.request('PATCH', `/api/user/${member.id}/follow`, { token: member.token });
      expect(follow.status).toBe(403);
      expect((await t.request('GET', `/api/user/${member.id}`, { token: member.token })).status).toBe(200);

      // Signing out and the consent itself stay open.
      const given = await t.request('POST', POLICY_OPERATIONS.giveConsents.path, {
        token: member.token,
        json: { consents: ['terms'] },
      });
      expect(given.status).toBe(200);
      expect(await given.json()).toEqual({ consentsDue: [] });
      const rows = await t.db.select().from(consents).where(eq(consents.userId, member.id));
      expect(
        rows
          .filter((r) => r.document === 'terms')
          .map((r) => r.version)
          .sort(),
      ).toEqual([VERSION, NEWER]);

      const after = await t.request('GET', '/api/user/profile', { token: member.token });
      expect(((await after.json()) as { consentsDue?: string[] }).consentsDue).toBeUndefined();
      const again = await t.request('PATCH', `/api/user/${member.id}/follow`, { token: member.token });
      expect(again.status).not.toBe(403);
    } finally {
      const { rmSync } = await import('node:fs');
      rmSync(join(dir, 'terms', `${NEWER}.md`));
    }
  });

  it('refuses an unknown document in the consent list', async () => {
    const member = await t.signUp();
    const res = await t.request('POST', POLICY_OPERATIONS.giveConsents.path, {
      token: member.token,
      json: { consents: ['cookies'] },
    });
    expect(res.status).toBe(400);
  });

  it('serves each document with the configured operator, every version kept', async () => {
    writeFileSync(
      join(dir, 'privacy', `${NEWER}.md`),
      `## 새 방침\n\n{{operator.name}}\n<script>alert(1)</script>\n`,
    );
    try {
      const current = await t.request('GET', '/api/policies/privacy');
      expect(current.status).toBe(200);
      const page = (await current.json()) as {
        version: string;
        current: boolean;
        versions: string[];
        html: string;
        title: string;
      };
      expect(page).toMatchObject({
        version: NEWER,
        current: true,
        versions: [NEWER, VERSION],
        title: '개인정보처리방침',
      });
      expect(page.html).toContain('유소년축구 주식회사');
      expect(page.html).not.toContain('<script');

      const old = await t.request('GET', `/api/policies/privacy?version=${VERSION}`);
      const oldPage = (await old.json()) as { current: boolean; html: string };
      expect(oldPage.current).toBe(false);
      expect(oldPage.html).toContain('김보호 (<a href="mailto:dpo@youth.example">dpo@youth.example</a>)');
      expect(oldPage.html).toContain(`탈퇴 후 ${CONSENT_RETENTION_YEARS}년`);

      expect((await t.request('GET', '/api/policies/privacy?version=2020-01-01')).status).toBe(404);
      expect((await t.request('GET', '/api/policies/privacy?version=latest')).status).toBe(400);
      expect((await t.request('GET', '/api/policies/cookies')).status).toBe(400);
    } finally {
      const { rmSync } = await import('node:fs');
      rmSync(join(dir, 'privacy', `${NEWER}.md`));
    }
  });

  it('serves /terms and /privacy as pages of the product with their own head', async () => {
    for (const [path, title] of [
      ['/terms', '이용약관'],
      ['/privacy', '개인정보처리방침'],
    ] as const) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title} | 킥오프</title>`);
      expect(html).toContain(POLICY_TEXT.descriptions[path === '/terms' ? 'terms' : 'privacy']);
      expect(html).toContain('유소년축구 주식회사');
    }
    // A version by its address is served; one never published is a 404, never indexed.
    const old = await t.request('GET', `/privacy?version=${VERSION}`);
    expect(old.status).toBe(200);
    const missing = await t.request('GET', '/privacy?version=2001-01-01');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<meta name="robots" content="noindex/);
  });

  it("keeps a deleted account's consents only for the stated years, without other personal data", async () => {
    const { purgeExpiredConsents } = await import('../../server/application/policies/consents.use-case');
    const { consentsRepository } = await import('../../server/adapters/db/consents.repository');
    const { Effect } = await import('effect');
    const kept = await t.signUp();
    const gone = await t.signUp();
    const now = new Date();
    const longAgo = new Date(now.getTime());
    longAgo.setUTCFullYear(longAgo.getUTCFullYear() - CONSENT_RETENTION_YEARS);
    longAgo.setUTCDate(longAgo.getUTCDate() - 1);
    await t.db
      .update(users)
      .set({ deletedAt: new Date(now.getTime() - 86_400_000) })
      .where(eq(users.id, kept.id));
    await t.db.update(users).set({ deletedAt: longAgo }).where(eq(users.id, gone.id));
    const store = consentsRepository(t.db);
    const removed = await Effect.runPromise(
      purgeExpiredConsents({
        consents: store,
        policies: { current: () => Effect.succeed({}), page: () => Effect.succeed(null) },
        clock: () => now,
      }),
    );
    expect(removed).toBe(2);
    expect(await t.db.select().from(consents).where(eq(consents.userId, gone.id))).toEqual([]);
    expect((await t.db.select().from(consents).where(eq(consents.userId, kept.id))).length).toBe(2);
    // The row holds the account id, the document, the version and the time: nothing else.
    expect(
      Object.keys((await t.db.select().from(consents).where(eq(consents.userId, kept.id)))[0] ?? {}).sort(),
    ).toEqual(['document', 'givenAt', 'id', 'userId', 'version']);
  });

  it("reads the checkout's default documents when POLICIES_DIR is unset", () => {
    expect(defaultPoliciesDir()).toMatch(/content[/\\]policies$/);
  });
});
