import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Effect } from 'effect';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleDepsOf } from '../../server/adapters/http/rule-deps';
import { sweepExpiredExports } from '../../server/application/exports/build-export.use-case';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { POST_PATHS, QNA_PATHS } from '../../src/contract/boards.operations';
import { ExportState } from '../../src/contract/exports';
import { EXPORT_OPERATIONS } from '../../src/contract/exports.operations';
import { CONSULTATION_TYPES } from '../../src/domain/catalog';
import { EXPORT_FILES, EXPORT_TTL_MS } from '../../src/domain/exports';
import { EXPORT_TEXT } from '../../src/domain/text/exports';
import { publishArticle, saveDraft } from './helpers/articles.fixtures';
import { at, FREE_BOARD, QNA_BOARD, saveBoardDraft, writePost } from './helpers/boards.fixtures';
import { commentOn, like } from './helpers/profile.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const STATE = EXPORT_OPERATIONS.state.path;
const download = (id: number) => EXPORT_OPERATIONS.download.path.replace('{id}', String(id));
/** A member with one of each item takes many requests to make on a busy machine. */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });
/** Keys that would carry a member's id: none may appear anywhere in an archive. */
const PERSON_ID_KEYS = [
  'userId',
  'authorId',
  'senderId',
  'recipientId',
  'actorId',
  'reporterId',
  'followerId',
  'followeeId',
  'mentionedUserId',
  'blockedId',
  'ownerId',
];

const keysDeep = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysDeep)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, inner]) => [k, ...keysDeep(inner)])
      : [];

describe.each(ENGINES)('download my data (내 정보 다운로드) on %s', (engine) => {
  let t: TestApp;
  /** The simulated clock: real time moved by `shift` (a frozen clock would stop what waits on time). */
  let shift = 0;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => new Date(Date.now() + shift) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    shift = 0;
    await t.reset();
  });

  const exportDeps = () => ruleDepsOf(t.deps).exports;
  const state = async (user: TestUser) => {
    const res = await t.request('GET', STATE, { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(ExportState, await res.json());
  };
  const requestArchive = async (user: TestUser) => {
    const res = await t.request('POST', STATE, { token: user.token });
    expect(res.status).toBe(202);
    const body = v.parse(ExportState, await res.json());
    expect(body.export?.status).toBe('PREPARING');
    return body.export?.id ?? 0;
  };
  /** Waits for the background build by its state (the job runs beside the request). */
  const ready = async (user: TestUser) =>
    vi.waitFor(
      async () => {
        const s = await state(user);
        expect(s.export?.status).toBe('READY');
        return s;
      },
      { timeout: 60_000, interval: 50 },
    );
  const unzip = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="kickoff-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    return unzipSync(new Uint8Array(await res.arrayBuffer()));
  };
  const upload = async (user: TestUser, path: string) => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png as BlobPart]), 'picture.png');
    const res = await t.app.request(`/api/image/${path}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url;
  };

  it('holds every item the member wrote and nothing private of others', async () => {
    const me = await t.signUp({ role: 'EDITOR', nickname: '내보내는회원' });
    const other = await t.signUp({ nickname: '상대회원', email: 'other-private@example.com' });
    const asker = await t.signUp({ nickname: '숨은질문자', email: 'asker-private@example.com' });

    const picture = await upload(me, 'profiles');
    const profileEdit = await t.request('GET', '/api/user/profile', { token: me.token });
    expect(profileEdit.status).toBe(200);
    const { db } = t;
    const { users } = await import('../../server/adapters/db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(users).set({ profileImageUrl: picture, job: '코치' }).where(eq(users.id, me.id));
    const bodyPicture = await upload(me, 'board/posts');

    // One of each item: published and draft of every kind (Q&A included).
    const article = await publishArticle(t, me.token, { title: '내 아티클' });
    const articleDraft = await saveDraft(t, me.token, { title: '내 아티클 초안' });
    const post = await writePost(t, FREE_BOARD, me.token, {
      title: '내 자유글',
      content: `<p>사진 있는 글</p><p><img src="${bodyPicture}" alt="연습"></p>`,
    });
    const postDraft = await saveBoardDraft(t, FREE_BOARD, me.token, { title: '내 자유글 초안' });
    const question = await writePost(t, QNA_BOARD, me.token, { title: '내 질문' });
    const questionDraft = await saveBoardDraft(t, QNA_BOARD, me.token, { title: '내 질문 초안' });

    const theirPost = await writePost(t, FREE_BOARD, other.token, { title: '상대의 글' });
    const theirQuestion = await writePost(t, QNA_BOARD, asker.token, { title: '익명 질문' });
    const theirComment = await commentOn(t, POST_PATHS, other.token, theirPost, '상대의 댓글');
    const anonComment = await commentOn(t, QNA_PATHS, asker.token, theirQuestion, '익명 댓글');

    const myComments = [
      await commentOn(t, POST_PATHS, me.token, theirPost, '내 댓글'),
      await commentOn(t, QNA_PATHS, me.token, theirQuestion, '내 Q&A 답변'),
      await commentOn(t, POST_PATHS, me.token, theirPost, '내 답글', theirComment),
      await commentOn(t, ARTICLE_PATHS, me.token, article, '내 아티클 댓글'),
    ];
    await like(t, POST_PATHS, me.token, theirPost);
    await like(t, QNA_PATHS, me.token, theirQuestion);
    for (const [path, commentId] of [
      [POST_PATHS.likeComment, theirComment],
      [QNA_PATHS.likeComment, anonComment],
    ] as const) {
      const res = await t.request('PATCH', at(path, { commentId }), { token: me.token });
      expect(res.status).toBe(200);
    }
    // Others act on the member's items: notifications.
    await commentOn(t, POST_PATHS, other.token, post, '상대가 단 댓글');
    for (const [from, to] of [
      [me, other],
      [other, me],
    ] as const) {
      expect((await t.request('PATCH', `/api/user/${to.id}/follow`, { token: from.token })).status).toBe(200);
      const res = await t.request('POST', '/api/user/consultation', {
        token: from.token,
        json: {
          recipientId: to.id,
          consultationType: CONSULTATION_TYPES[0],
          message: `${from.nickname}의 상담`,
        },
      });
      expect(res.status).toBeLessThan(300);
    }
    for (const json of [
      { targetKind: 'qna', targetId: theirQuestion, reason: 'SPAM' },
      { targetKind: 'user', targetId: other.id, reason: 'ABUSE' },
    ]) {
      expect((await t.request('POST', '/api/reports', { token: me.token, json })).status).toBe(201);
    }

    // Blocks: another member by name (their profile), the anonymous author by their Q&A post.
    for (const json of [
      { sourceKind: 'user', sourceId: other.id },
      { sourceKind: 'qna', sourceId: theirQuestion },
    ]) {
      const res = await t.request('POST', '/api/blocks', { token: me.token, json });
      expect(res.status).toBeLessThan(300);
    }

    const id = await requestArchive(me);
    const done = await ready(me);
    expect(done.export).toMatchObject({ id, status: 'READY' });
    expect(done.export?.sizeBytes).toBeGreaterThan(0);
    expect(
      new Date(done.export?.expiresAt ?? 0).getTime() - new Date(done.export?.readyAt ?? 0).getTime(),
    ).toBe(EXPORT_TTL_MS);
    const files = await unzip(await t.request('GET', download(id), { token: me.token }));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const read = (name: string) => JSON.parse(text(name));

    for (const name of EXPORT_FILES) expect(text('README.txt')).toContain(name);
    const profile = read('profile.json');
    expect(profile).toMatchObject({
      email: me.email,
      nickname: me.nickname,
      job: '코치',
      profileImageUrl: picture,
    });
    expect(read('posts.json').map((c: { id: number; kind: string }) => [c.kind, c.id])).toEqual([
      ['article', article],
      ['post', post],
      ['qna', question],
    ]);
    expect(read('drafts.json').map((c: { id: number; kind: string }) => [c.kind, c.id])).toEqual([
      ['article', articleDraft],
      ['post', postDraft],
      ['qna', questionDraft],
    ]);
    expect(read('comments.json').map((c: { id: number }) => c.id)).toEqual(myComments);
    expect(read('comments.json')[1]).toMatchObject({
      itemKind: 'qna',
      itemId: theirQuestion,
      text: '내 Q&A 답변',
    });
    const likes = read('likes.json');
    expect(likes).toEqual([
      expect.objectContaining({ on: 'content', itemId: theirPost, author: '상대회원' }),
      expect.objectContaining({ on: 'content', itemId: theirQuestion, author: null }),
      expect.objectContaining({ on: 'comment', commentId: theirComment, author: '상대회원' }),
      expect.objectContaining({ on: 'comment', commentId: anonComment, author: null }),
    ]);
    const follows = read('follows.json');
    expect(follows.following.map((f: { nickname: string }) => f.nickname)).toEqual(['상대회원']);
    expect(follows.followers.map((f: { nickname: string }) => f.nickname)).toEqual(['상대회원']);
    const consultations = read('consultations.json');
    expect(consultations.sent).toEqual([
      expect.objectContaining({ counterpart: '상대회원', message: '내보내는회원의 상담' }),
    ]);
    expect(consultations.received).toEqual([
      expect.objectContaining({ counterpart: '상대회원', message: '상대회원의 상담' }),
    ]);
    const types = read('notifications.json').map((n: { type: string }) => n.type);
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect(read('reports.json')).toEqual([
      expect.objectContaining({
        targetKind: 'qna',
        targetId: theirQuestion,
        targetNickname: null,
        reason: 'SPAM',
      }),
      expect.objectContaining({
        targetKind: 'user',
        targetId: null,
        targetNickname: '상대회원',
        reason: 'ABUSE',
      }),
    ]);
    // The consents given at sign-up, with their versions.
    expect(
      read('consents.json')
        .map((c: { document: string }) => c.document)
        .sort(),
    ).toEqual(['privacy', 'terms']);
    for (const consent of read('consents.json')) expect(consent.version).toEqual(expect.any(String));
    // Newest first, as the settings list shows them.
    expect(read('blocks.json')).toEqual([
      expect.objectContaining({ scope: 'anonymous', nickname: null }),
      expect.objectContaining({ scope: 'named', nickname: '상대회원' }),
    ]);
    // The member's uploaded pictures, byte for byte as served.
    const pictures = Object.keys(files).filter((name) => name.startsWith('images/'));
    expect(pictures.sort()).toEqual(
      [picture, bodyPicture].map((url) => `images/${url.slice(url.lastIndexOf('/') + 1)}`).sort(),
    );
    for (const name of pictures) {
      const served = await t.request('GET', `/api/images/${name.slice('images/'.length)}`);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(files[name]);
    }

    // Nothing private of others: no e-mail, no member id, never the anonymous author's name.
    const all = Object.entries(files)
      .filter(([name]) => !name.startsWith('images/'))
      .map(([, bytes]) => new TextDecoder().decode(bytes))
      .join('\n');
    expect(all).not.toContain(other.email);
    expect(all).not.toContain(asker.email);
    expect(all).not.toContain(asker.nickname);
    const keys = EXPORT_FILES.flatMap((name) => keysDeep(read(name)));
    for (const key of PERSON_ID_KEYS) expect(keys).not.toContain(key);
  });

  it('lets only its owner download it, and a member ask once a day', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    expect((await t.request('POST', STATE)).status).toBe(401);
    expect((await t.request('GET', STATE)).status).toBe(401);
    const id = await requestArchive(me);
    const again = await t.request('POST', STATE, { token: me.token });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { detailedMessage?: string }).detailedMessage).toBe(EXPORT_TEXT.tooSoon);
    expect((await state(me)).nextAllowedAt).not.toBeNull();
    await ready(me);
    expect((await t.request('GET', download(id))).status).toBe(401);
    expect((await t.request('GET', download(id), { token: other.token })).status).toBe(403);
    expect((await t.request('GET', download(id + 100), { token: me.token })).status).toBe(404);
    expect((await state(other)).export).toBeNull();
    await unzip(await t.request('GET', download(id), { token: me.token }));
  });

  it('expires after 7 days: 만료, no download, the file deleted, and a new request allowed', async () => {
    const me = await t.signUp();
    const id = await requestArchive(me);
    await ready(me);
    const stored = await Effect.runPromise(exportDeps().exports.byId(id));
    const file = join(t.deps.config.dataDir, 'exports', stored?.fileName ?? '-');
    expect(existsSync(file)).toBe(true);

    const readyAt = new Date((await state(me)).export?.readyAt ?? 0).getTime();
    shift = readyAt + EXPORT_TTL_MS - 60_000 - Date.now();
    expect((await state(me)).export?.status).toBe('READY');
    shift = readyAt + EXPORT_TTL_MS + 60_000 - Date.now();
    const s = await state(me);
    expect(s.export?.status).toBe('EXPIRED');
    expect(EXPORT_TEXT.status[s.export?.status ?? 'READY']).toBe('만료');
    expect((await t.request('GET', download(id), { token: me.token })).status).toBe(404);
    expect(await Effect.runPromise(sweepExpiredExports(exportDeps()))).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await state(me)).export?.status).toBe('EXPIRED');
    expect(s.nextAllowedAt).toBeNull();
    await requestArchive(me);
  });
});
