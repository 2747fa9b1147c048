import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, consultations, contents, users } from '../../server/adapters/db/schema';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { VALIDATION_TEXT as V } from '../../src/domain/text/validation';
import { type Cast, makeArticleBody, publishArticle, signUpCast } from './helpers/articles.fixtures';
import { at, BOARDS, boardBody, writeComment, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { signUpBody } from '../fixtures/new-member';

/**
 * Issue 14: text the database cannot store (NUL) or the product should not accept (other C0 controls,
 * lone surrogates) and integers outside the id range are refused by the contract with 400, a field and
 * a Korean reason, never a 5xx, and nothing is stored. Tab and newline stay welcome in multi-line text.
 */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['ESC', '\u001b'],
  ['a lone surrogate', '\ud800'],
];
/** What a URL can carry of them: a lone surrogate cannot be percent-encoded (it is not UTF-8). */
const HOSTILE_IN_URLS = HOSTILE.filter(([, c]) => c !== '\ud800');
const BAD_IDS: readonly unknown[] = [2147483648, 1e20, -1, 1.5];
const BAD_QUERY_NUMBERS: readonly string[] = ['2147483648', '1e20', '-1', '1.5'];

const refusal = (field: string, reason: string = V.forbiddenCharacters) => ({
  status: 400,
  body: { message: SERVER_MESSAGES.badRequest, errors: [{ field, reason }] },
});
const answer = async (res: Response) => {
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : JSON.parse(text) };
};

describe.each(ENGINES)('hostile text and out-of-range integers on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let article: number;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpCast(t);
    article = await publishArticle(t, cast.author.token);
  });

  const stored = async () => ({
    users: (await t.db.select().from(users)).length,
    contents: (await t.db.select().from(contents)).length,
    comments: (await t.db.select().from(comments)).length,
    consultations: (await t.db.select().from(consultations)).length,
  });

  it.each(HOSTILE)('refuses %s in a sign-up nickname or job, storing no account', async (_, c) => {
    const before = await stored();
    const body = signUpBody({
      email: 'hostile@example.com',
      password: 'password-1234',
      nickname: '민수아빠',
    });
    expect(
      await answer(
        await t.request('POST', '/api/auth/sign-up', { json: { ...body, nickname: `민수${c}아빠` } }),
      ),
    ).toEqual(refusal('nickname'));
    expect(
      await answer(
        await t.request('POST', '/api/auth/sign-up', { json: { ...body, job: `유소년${c}코치` } }),
      ),
    ).toEqual(refusal('job'));
    expect(await stored()).toEqual(before);
  });

  it.each(HOSTILE_IN_URLS)('refuses %s in an article or board search keyword', async (_, c) => {
    const keyword = encodeURIComponent(`축구${c}`);
    for (const path of [ARTICLE_PATHS.search, ...BOARDS.map((b) => b.paths.search)])
      expect([path, await answer(await t.request('GET', `${path}?keyword=${keyword}`))]).toEqual([
        path,
        refusal('keyword'),
      ]);
  });

  it('answers a keyword whose escapes are not UTF-8 (a lone surrogate in a URL) without a 5xx', async () => {
    for (const path of [ARTICLE_PATHS.search, ...BOARDS.map((b) => b.paths.search)]) {
      const res = await t.request('GET', `${path}?keyword=%ED%A0%80`);
      expect([path, res.status < 500]).toEqual([path, true]);
    }
  });

  it.each(HOSTILE)('refuses %s in an article title or body, written, drafted or edited', async (_, c) => {
    const before = await stored();
    const token = cast.author.token;
    const bodies: [string, Record<string, unknown>][] = [
      ['title', makeArticleBody({ title: `드리블${c}훈련` })],
      ['content', makeArticleBody({ content: `<p>볼 터치${c} 훈련</p>` })],
    ];
    for (const [field, json] of bodies)
      for (const [method, path] of [
        ['POST', ARTICLE_PATHS.create],
        ['POST', ARTICLE_PATHS.createDraft],
        ['PATCH', at(ARTICLE_PATHS.edit, { id: article })],
      ] as const)
        expect([method, path, await answer(await t.request(method, path, { token, json }))]).toEqual([
          method,
          path,
          refusal(field),
        ]);
    expect(await stored()).toEqual(before);
    const [row] = await t.db.select().from(contents).where(eq(contents.id, article));
    expect(row?.title).toBe(makeArticleBody().title);
  });

  it.each(HOSTILE)('refuses %s in a board post title or body on both boards', async (_, c) => {
    const before = await stored();
    for (const board of BOARDS)
      for (const [field, json] of [
        ['title', boardBody(board, { title: `드리블${c}질문` })],
        ['content', boardBody(board, { content: `<p>볼 터치${c} 질문</p>` })],
      ] as const)
        expect([
          board.kind,
          field,
          await answer(await t.request('POST', board.paths.create, { token: cast.user.token, json })),
        ]).toEqual([board.kind, field, refusal(field)]);
    expect(await stored()).toEqual(before);
  });

  it.each(HOSTILE)('refuses %s in a comment, a reply or an edited comment', async (_, c) => {
    const board = BOARDS[0];
    if (!board) throw new Error('no board');
    const post = await writePost(t, board, cast.user.token);
    const parent = await writeComment(t, board, cast.user.token, post, '좋은 글입니다');
    const before = await stored();
    const content = `첫 줄\n둘째${c} 줄`;
    const token = cast.user.token;
    const requests: [string, string, Record<string, unknown>][] = [
      ['POST', at(ARTICLE_PATHS.comment, { id: article }), { content }],
      ['POST', at(board.paths.comment, { id: post }), { content }],
      ['POST', at(board.paths.reply, { id: post, commentId: parent.id }), { content, mentionedUserId: null }],
      ['PATCH', at(board.paths.editComment, { id: post, commentId: parent.id }), { content }],
    ];
    for (const [method, path, json] of requests)
      expect([method, path, await answer(await t.request(method, path, { token, json }))]).toEqual([
        method,
        path,
        refusal('content'),
      ]);
    expect(await stored()).toEqual(before);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, parent.id));
    expect(row?.content).toBe('좋은 글입니다');
  });

  it.each(HOSTILE)('refuses %s in a consultation message', async (_, c) => {
    const res = await t.request('POST', '/api/user/consultation', {
      token: cast.user.token,
      json: {
        recipientId: cast.author.id,
        consultationType: 'CONSULTING',
        message: `상담\n부탁${c}드립니다`,
      },
    });
    expect(await answer(res)).toEqual(refusal('message'));
    expect(await t.db.select().from(consultations)).toEqual([]);
  });

  it('keeps tab, newline and CRLF in multi-line text: comments, consultation messages, bodies', async () => {
    const text = '첫 줄\n\t들여 쓴 둘째 줄\r\n셋째 줄';
    const res = await t.request('POST', at(ARTICLE_PATHS.comment, { id: article }), {
      token: cast.user.token,
      json: { content: text },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await t.db.select().from(comments).where(eq(comments.id, id)))[0]?.content).toBe(text);

    const consult = await t.request('POST', '/api/user/consultation', {
      token: cast.user.token,
      json: { recipientId: cast.author.id, consultationType: 'CONSULTING', message: text },
    });
    expect(consult.status).toBe(204);
    expect((await t.db.select().from(consultations))[0]?.message).toBe(text);

    const body = await t.request('POST', ARTICLE_PATHS.create, {
      token: cast.author.token,
      json: makeArticleBody({ content: '<p>첫 문단</p>\n\t<p>둘째 문단</p>' }),
    });
    expect(body.status).toBe(201);
  });

  it('refuses tab and newline in single-line text: a title, a job', async () => {
    const tab = await t.request('POST', ARTICLE_PATHS.create, {
      token: cast.author.token,
      json: makeArticleBody({ title: '드리블\t훈련' }),
    });
    expect(await answer(tab)).toEqual(refusal('title'));
    const job = await t.request('POST', '/api/auth/sign-up', {
      json: signUpBody({
        email: 'lines@example.com',
        password: 'password-1234',
        nickname: '줄바꿈',
        job: '유소년\n코치',
      }),
    });
    expect(await answer(job)).toEqual(refusal('job'));
  });

  it.each(BAD_IDS)('refuses the id %s in a body (recipientId, mentionedUserId)', async (id) => {
    const board = BOARDS[0];
    if (!board) throw new Error('no board');
    const post = await writePost(t, board, cast.user.token);
    const parent = await writeComment(t, board, cast.user.token, post, '좋은 글입니다');
    const before = await stored();
    const consult = await t.request('POST', '/api/user/consultation', {
      token: cast.user.token,
      json: { recipientId: id, consultationType: 'CONSULTING', message: '상담 부탁드립니다' },
    });
    expect(await answer(consult)).toEqual(refusal('recipientId', V.invalidNumber));
    for (const path of [
      at(board.paths.reply, { id: post, commentId: parent.id }),
      at(ARTICLE_PATHS.reply, { id: article, commentId: parent.id }),
    ]) {
      const reply = await t.request('POST', path, {
        token: cast.user.token,
        json: { content: '답글', mentionedUserId: id },
      });
      expect([path, await answer(reply)]).toEqual([path, refusal('mentionedUserId', V.invalidNumber)]);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers the largest id that names nobody with 404 or a harmless reply, never a 5xx', async () => {
    const board = BOARDS[0];
    if (!board) throw new Error('no board');
    const post = await writePost(t, board, cast.user.token);
    const parent = await writeComment(t, board, cast.user.token, post, '좋은 글입니다');
    const consult = await t.request('POST', '/api/user/consultation', {
      token: cast.user.token,
      json: { recipientId: 2147483647, consultationType: 'CONSULTING', message: '상담 부탁드립니다' },
    });
    expect(consult.status).toBe(404);
    const reply = await t.request('POST', at(board.paths.reply, { id: post, commentId: parent.id }), {
      token: cast.user.token,
      json: { content: '답글', mentionedUserId: 2147483647 },
    });
    expect(reply.status).toBeLessThan(500);
  });

  it.each(BAD_QUERY_NUMBERS)('refuses %s as a page or size in a query', async (n) => {
    for (const path of [ARTICLE_PATHS.list, ARTICLE_PATHS.search, ...BOARDS.map((b) => b.paths.list)])
      for (const field of ['page', 'size'])
        expect([path, field, await answer(await t.request('GET', `${path}?${field}=${n}`))]).toEqual([
          path,
          field,
          refusal(field, V.invalidNumber),
        ]);
  });
});
