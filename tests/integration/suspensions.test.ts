import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runUserCommand } from '../../server/cli/user-command';
import { AdminMemberPage, AuditPage } from '../../src/contract/admin';
import { ADMIN_OPERATIONS as ADMIN } from '../../src/contract/admin.operations';
import { API_OPERATIONS } from '../../src/contract/api';
import { operationPath } from '../../src/contract/operation';
import { OwnProfile } from '../../src/contract/user';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { SUSPENSION_TEXT } from '../../src/domain/text/admin';
import './admin-matrix.rows';
import './moderation-matrix.rows';
import { at, FREE_BOARD, writeComment, writePost } from './helpers/boards.fixtures';
import { ADMIN_MUTATION_ROWS, MATRIX_CALLERS, type MatrixCaller } from './helpers/admin-matrix';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('suspensions, the members console and the audit log on %s', (engine) => {
  let t: TestApp;
  /** The app's clock: moved by the cases to show a suspension ending on time. */
  let now = new Date();
  let member: TestUser;
  let author: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    now = new Date();
    await t.reset();
    member = await t.signUp({ nickname: '회원' });
    author = await t.signUp({ nickname: '글쓴이' });
    moderator = await t.signUp({ role: 'MODERATOR', nickname: '모더레이터' });
    admin = await t.signUp({ role: 'ADMIN', nickname: '운영자' });
  });

  const suspend = (token: string | undefined, id: number, days: number | null, reason = '욕설 반복') =>
    t.request('POST', operationPath(ADMIN.suspend, { id }), { token, json: { days, reason } });
  const auditOf = async (query: Record<string, string | number> = {}) => {
    const res = await t.request('GET', operationPath(ADMIN.audit, {}, query), { token: admin.token });
    expect(res.status).toBe(200);
    return v.parse(AuditPage, await res.json());
  };
  const profileOf = async (user: TestUser) => {
    const res = await t.request('GET', '/api/user/profile', { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(OwnProfile, await res.json());
  };

  it('a suspended member reads but every write answers 403 with the Korean end date, until the clock passes it', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    const res = await suspend(moderator.token, member.id, 1, '도배');
    expect(res.status).toBe(201);
    const until = new Date(now.getTime() + DAY_MS);
    expect(await res.json()).toEqual({
      reason: '도배',
      startsAt: now.toISOString(),
      until: until.toISOString(),
    });

    // The session carries it for the banner.
    expect((await profileOf(member)).suspension).toEqual({ reason: '도배', until: until.toISOString() });
    // Reading still works.
    expect(
      (await t.request('GET', at(FREE_BOARD.paths.detail, { id: postId }), { token: member.token })).status,
    ).toBe(200);
    // A write is refused, saying until when in Asia/Seoul.
    const refused = await t.request('POST', at(FREE_BOARD.paths.comment, { id: postId }), {
      token: member.token,
      json: { content: '댓글' },
    });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { message: string; detailedMessage: string };
    expect(body.message).toBe(SERVER_MESSAGES.accountSuspended);
    expect(body.detailedMessage).toBe(SUSPENSION_TEXT.refused(until));
    const seoul = new Date(until.getTime() + 9 * 60 * 60 * 1000);
    expect(body.detailedMessage).toContain(
      `${seoul.getUTCFullYear()}-${String(seoul.getUTCMonth() + 1).padStart(2, '0')}-${String(seoul.getUTCDate()).padStart(2, '0')}`,
    );
    expect(body.detailedMessage).toContain('한국 시간');
    // Reports stay open to a suspended member.
    const report = await t.request('POST', '/api/reports', {
      token: member.token,
      json: { targetKind: 'post', targetId: postId, reason: 'SPAM' },
    });
    expect(report.status).toBe(201);
    // The member was told, in Korean.
    const notes = await t.request('GET', '/api/notifications', { token: member.token });
    expect(JSON.stringify(await notes.json())).toContain(SUSPENSION_TEXT.suspendedNotice('도배', until));

    // One second before the end: still refused; at the end: free again, without anyone lifting it.
    now = new Date(until.getTime() - 1000);
    expect(
      (
        await t.request('POST', at(FREE_BOARD.paths.comment, { id: postId }), {
          token: member.token,
          json: { content: '아직' },
        })
      ).status,
    ).toBe(403);
    now = new Date(until.getTime());
    await writeComment(t, FREE_BOARD, member.token, postId, '정지가 끝났어요');
    expect((await profileOf(member)).suspension).toBeNull();
  });

  it('a permanent suspension holds until lifted; lifting frees the member at once', async () => {
    expect((await suspend(admin.token, member.id, null)).status).toBe(201);
    now = new Date(now.getTime() + 3650 * DAY_MS);
    const refused = await t.request('POST', FREE_BOARD.paths.create, {
      token: member.token,
      json: { title: 't', content: '<p>x</p>', tags: [], thumbnailUrl: null },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detailedMessage: string }).detailedMessage).toBe(
      SUSPENSION_TEXT.refused(null),
    );
    expect(
      (await t.request('DELETE', operationPath(ADMIN.lift, { id: member.id }), { token: moderator.token }))
        .status,
    ).toBe(204);
    expect(
      (await t.request('DELETE', operationPath(ADMIN.lift, { id: member.id }), { token: moderator.token }))
        .status,
    ).toBe(404);
    await writePost(t, FREE_BOARD, member.token);
  });

  it('walks the OpenAPI document: every mutation a suspended member sends answers 403 but the ones open to them', async () => {
    expect((await suspend(moderator.token, member.id, 30)).status).toBe(201);
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const open = new Set(
      API_OPERATIONS.filter((op) => op.whileSuspended || op.auth === 'none').map(
        (op) => `${op.method} ${op.path}`,
      ),
    );
    // What stays open: signing out, reports, account deletion (and the operations that never read a
    // token at all, such as signing in); objections (이의제기) join when they mark `whileSuspended`.
    for (const needed of [
      'post /api/user/logout',
      'post /api/reports',
      'delete /api/user/profile',
      'post /api/auth/sign-in',
    ])
      expect(open.has(needed)).toBe(true);
    for (const op of API_OPERATIONS.filter((o) => o.whileSuspended))
      expect(op.path).toMatch(/logout|\/api\/reports|\/api\/user\/profile$|objection/);
    let walked = 0;
    const openOnes: [string, string][] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        // The open ones go last: signing out ends the member's session.
        if (open.has(`${method} ${path}`)) {
          openOnes.push([method, path]);
          continue;
        }
        const concrete = path.replace(/\{[A-Za-z0-9_]+\}/g, '1');
        const res = await t.request(method.toUpperCase(), concrete, { token: member.token, json: {} });
        const key = `${method} ${path}`;
        expect(res.status, key).toBe(403);
        expect(((await res.json()) as { message: string }).message, key).toBe(
          SERVER_MESSAGES.accountSuspended,
        );
        walked += 1;
      }
    }
    openOnes.sort(([, a], [, b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
    for (const [method, path] of openOnes) {
      const concrete = path.replace(/\{[A-Za-z0-9_]+\}/g, '1');
      const res = await t.request(method.toUpperCase(), concrete, { token: member.token, json: {} });
      const body = res.status === 403 ? ((await res.json()) as { message?: string }) : {};
      expect(body.message, `${method} ${path}`).not.toBe(SERVER_MESSAGES.accountSuspended);
    }
    expect(openOnes.at(-1)?.[1]).toBe('/api/user/logout');
    expect(walked).toBeGreaterThan(20);
  });

  describe('the authorization matrix over the admin mutations', () => {
    // The members console's mutations; the moderation queue's and 임시조치's join as their rows do.
    it('covers every mutation of the members console', () => {
      const admin = Object.values(ADMIN).filter((op) => op.method !== 'get');
      const rows = new Set(ADMIN_MUTATION_ROWS.map((row) => `${row.op.method} ${row.op.path}`));
      for (const op of admin) expect(rows, `${op.method} ${op.path}`).toContain(`${op.method} ${op.path}`);
    });

    for (const row of ADMIN_MUTATION_ROWS)
      for (const caller of MATRIX_CALLERS)
        it(`${row.name} as ${caller}: ${row.allowed.includes(caller) ? 'allowed' : 'refused'}`, async () => {
          const cast = { author: { id: author.id, role: author.role } };
          const asAdmin = (method: string, path: string, json?: unknown) =>
            t.request(method, path, { token: admin.token, json });
          await row.prepare?.(cast, asAdmin);
          const tokens: Record<MatrixCaller, string | undefined> = {
            visitor: undefined,
            member: member.token,
            author: author.token,
            MODERATOR: moderator.token,
            ADMIN: admin.token,
          };
          const res = await t.request(row.op.method.toUpperCase(), row.path(cast), {
            token: tokens[caller],
            json: row.body?.(cast),
          });
          if (row.allowed.includes(caller)) expect(res.status, await res.clone().text()).toBeLessThan(300);
          else if (caller === 'visitor') expect(res.status).toBe(401);
          else expect([403, 404]).toContain(res.status);
        });
  });

  it('lists and searches members for MODERATOR and ADMIN only, with role and suspension', async () => {
    expect((await suspend(moderator.token, member.id, 7, '광고')).status).toBe(201);
    const list = (token: string | undefined, q = '') =>
      t.request('GET', operationPath(ADMIN.members, {}, { q }), { token });
    expect((await list(undefined)).status).toBe(401);
    expect((await list(member.token)).status).toBe(403);
    expect((await list(author.token)).status).toBe(403);
    for (const token of [moderator.token, admin.token]) {
      const page = v.parse(AdminMemberPage, await (await list(token, '회원')).json());
      expect(page.data.map((m) => m.id)).toEqual([member.id]);
      expect(page.data[0]).toMatchObject({ nickname: '회원', role: 'USER', suspension: { reason: '광고' } });
    }
    const byEmail = v.parse(
      AdminMemberPage,
      await (await list(admin.token, author.email.toUpperCase())).json(),
    );
    expect(byEmail.data.map((m) => m.id)).toEqual([author.id]);
    expect(byEmail.data[0]?.suspension).toBeNull();
    const all = v.parse(AdminMemberPage, await (await list(admin.token)).json());
    expect(all.pageInfo.totalElements).toBe(4);
  });

  it('keeps who may suspend whom: not oneself, never an ADMIN, a MODERATOR not another MODERATOR', async () => {
    const other = await t.signUp({ role: 'MODERATOR', nickname: '모더2' });
    expect((await suspend(moderator.token, moderator.id, 1)).status).toBe(403);
    expect((await suspend(moderator.token, admin.id, 1)).status).toBe(403);
    expect((await suspend(moderator.token, other.id, 1)).status).toBe(403);
    expect((await suspend(admin.token, admin.id, 1)).status).toBe(403);
    expect((await suspend(admin.token, other.id, 1)).status).toBe(201);
    expect((await suspend(admin.token, 999_999, 1)).status).toBe(404);
    // Only the listed lengths, and a reason.
    expect((await suspend(admin.token, member.id, 2)).status).toBe(400);
    expect((await suspend(admin.token, member.id, 1, '   ')).status).toBe(400);
    expect((await suspend(admin.token, member.id, 1, 'x'.repeat(501))).status).toBe(400);
  });

  it('changes roles for an ADMIN only; the member’s old token stops working', async () => {
    const role = (token: string, id: number, to: string) =>
      t.request('PUT', operationPath(ADMIN.role, { id }), { token, json: { role: to } });
    expect((await role(moderator.token, member.id, 'MODERATOR')).status).toBe(403);
    expect((await role(admin.token, admin.id, 'USER')).status).toBe(403);
    expect((await role(admin.token, member.id, 'KING')).status).toBe(400);
    expect((await role(admin.token, member.id, 'MODERATOR')).status).toBe(204);
    expect((await t.request('GET', '/api/user/profile', { token: member.token })).status).toBe(401);
    const [entry] = (await auditOf({ action: 'role.change' })).data;
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorNickname: '운영자',
      targetKind: 'user',
      targetId: member.id,
      before: { role: 'USER' },
      after: { role: 'MODERATOR' },
    });
  });

  it('records suspensions, lifts, warnings, CLI role changes, blinds and staff deletes in the audit log', async () => {
    expect((await suspend(moderator.token, member.id, 3, '도배')).status).toBe(201);
    expect(
      (await t.request('DELETE', operationPath(ADMIN.lift, { id: member.id }), { token: moderator.token }))
        .status,
    ).toBe(204);
    const warned = await t.request('POST', operationPath(ADMIN.warn, { id: author.id }), {
      token: moderator.token,
      json: { reason: '반말 자제' },
    });
    expect(warned.status).toBe(204);
    const notes = await t.request('GET', '/api/notifications', { token: author.token });
    expect(JSON.stringify(await notes.json())).toContain(SUSPENSION_TEXT.warningNotice('반말 자제'));
    expect((await runUserCommand(t.db, ['role', author.email, 'EDITOR'], () => now)).code).toBe(0);
    const postId = await writePost(t, FREE_BOARD, member.token);
    const { id: commentId } = await writeComment(t, FREE_BOARD, member.token, postId, '가릴 댓글');
    expect(
      (
        await t.request('PATCH', at(FREE_BOARD.paths.blindComment ?? '', { commentId }), {
          token: moderator.token,
        })
      ).status,
    ).toBeLessThan(300);
    // The author's own delete is no staff action; an ADMIN's delete of another's post is.
    const ownPost = await writePost(t, FREE_BOARD, member.token);
    expect(
      (await t.request('DELETE', at(FREE_BOARD.paths.remove, { id: ownPost }), { token: member.token }))
        .status,
    ).toBeLessThan(300);
    expect(
      (await t.request('DELETE', at(FREE_BOARD.paths.remove, { id: postId }), { token: admin.token })).status,
    ).toBeLessThan(300);

    const log = await auditOf();
    expect(log.data.map((e) => [e.action, e.actorId, e.targetKind, e.targetId])).toEqual([
      ['content.delete', admin.id, 'post', postId],
      ['comment.blind', moderator.id, 'comment', commentId],
      ['role.change', null, 'user', author.id],
      ['member.warn', moderator.id, 'user', author.id],
      ['member.lift', moderator.id, 'user', member.id],
      ['member.suspend', moderator.id, 'user', member.id],
    ]);
    expect(log.data[5]).toMatchObject({
      reason: '도배',
      before: { suspendedUntil: null },
      after: { days: 3 },
    });
    expect(log.data[2]).toMatchObject({
      actorNickname: null,
      before: { role: 'USER' },
      after: { role: 'EDITOR' },
    });
    // Filters: by action, by actor, by target.
    expect((await auditOf({ action: 'member.suspend' })).data).toHaveLength(1);
    expect((await auditOf({ actorId: moderator.id })).data).toHaveLength(4);
    expect((await auditOf({ targetKind: 'user', targetId: member.id })).data.map((e) => e.action)).toEqual([
      'member.lift',
      'member.suspend',
    ]);
    expect((await auditOf({ size: 2, page: 3 })).data.map((e) => e.action)).toEqual([
      'member.lift',
      'member.suspend',
    ]);
    expect(
      (await t.request('GET', operationPath(ADMIN.audit, {}, { action: 'nope' }), { token: admin.token }))
        .status,
    ).toBe(400);
  });

  it('lets MODERATOR and ADMIN read the audit log; nobody can change or delete an entry through the API', async () => {
    const read = (token: string | undefined) => t.request('GET', ADMIN.audit.path, { token });
    expect((await read(undefined)).status).toBe(401);
    expect((await read(member.token)).status).toBe(403);
    expect((await read(moderator.token)).status).toBe(200);
    expect((await read(admin.token)).status).toBe(200);
    const writes = API_OPERATIONS.filter(
      (op) => op.path.startsWith('/api/admin/audit') && op.method !== 'get',
    );
    expect(writes).toEqual([]);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      expect((await t.request(method, `${ADMIN.audit.path}`, { token: admin.token, json: {} })).status).toBe(
        405,
      );
    expect((await t.request('DELETE', `${ADMIN.audit.path}/1`, { token: admin.token })).status).toBe(404);
  });
});
