import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { users } from '../../../server/adapters/db/schema';
import { BoardCardArray, BoardPage, BoardPostDetail } from '../../../src/contract/boards';
import { POST_PATHS, QNA_PATHS } from '../../../src/contract/boards.operations';
import { CommentCreated, CommentPage, type ContentWriteBody } from '../../../src/contract/content';
import type { ContentPaths } from '../../../src/contract/content.operations';
import { CONTENT_POLICIES, type ContentPolicy } from '../../../src/domain/content/policy';
import type { TestApp, TestUser } from './test-app';

/** One of the two boards: the free board (`post`) or the anonymous Q&A board (`qna`). */
export interface Board {
  readonly kind: 'post' | 'qna';
  readonly paths: ContentPaths;
  readonly policy: ContentPolicy;
}

export const FREE_BOARD: Board = { kind: 'post', paths: POST_PATHS, policy: CONTENT_POLICIES.post };
export const QNA_BOARD: Board = { kind: 'qna', paths: QNA_PATHS, policy: CONTENT_POLICIES.qna };
export const BOARDS: readonly Board[] = [FREE_BOARD, QNA_BOARD];

type Params = { readonly id?: number; readonly commentId?: number };
type Query = Readonly<Record<string, string | number>>;

/**
 * A concrete request path from one of the table's templates: `{id}` and `{commentId}` filled, then
 * every query entry (empty ones too, so a test can send `sortType=`).
 */
export const at = (template: string, params: Params = {}, query: Query = {}): string => {
  const path = template.replace(/\{(id|commentId)\}/g, (_, name: 'id' | 'commentId') => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: missing ${name}`);
    return String(value);
  });
  const search = new URLSearchParams(Object.entries(query).map(([k, val]) => [k, String(val)])).toString();
  return search === '' ? path : `${path}?${search}`;
};

/** A write body for the board: the Q&A board carries one category, the free board none. */
export const boardBody = (board: Board, overrides: Partial<ContentWriteBody> = {}): ContentWriteBody => ({
  title: '유소년 드리블 연습 방법',
  content: '<p>주말마다 아이와 <strong>볼 터치</strong> 연습을 합니다.</p>',
  tags: board.kind === 'qna' ? ['TECHNIQUE'] : [],
  thumbnailUrl: null,
  ...overrides,
});

/** The roles of spec section 6 a board cares about: a post's owner, another member and an ADMIN. */
export type BoardCast = { owner: TestUser; other: TestUser; admin: TestUser };

export const signUpBoardCast = async (t: TestApp): Promise<BoardCast> => ({
  owner: await t.signUp({ nickname: '민수아빠' }),
  other: await t.signUp({ nickname: '지훈코치' }),
  admin: await t.signUp({ role: 'ADMIN', nickname: '운영자' }),
});

/** Gives a user a picture and a job, so a response that leaks them can be caught. */
export const dressUp = async (t: TestApp, user: TestUser, picture: string, job: string) => {
  await t.db.update(users).set({ profileImageUrl: picture, job }).where(eq(users.id, user.id));
};

export const json = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;

const created = async (res: Response): Promise<number> => {
  if (res.status !== 201) throw new Error(`board write failed: ${res.status} ${await res.text()}`);
  return (await json<{ id: number }>(res)).id;
};

/** Publishes a post through the API and returns its id. */
export const writePost = async (
  t: TestApp,
  board: Board,
  token: string,
  overrides: Partial<ContentWriteBody> = {},
) => created(await t.request('POST', board.paths.create, { token, json: boardBody(board, overrides) }));

/** Saves a draft through the API and returns its id. */
export const saveBoardDraft = async (
  t: TestApp,
  board: Board,
  token: string,
  overrides: Partial<ContentWriteBody> = {},
) => created(await t.request('POST', board.paths.createDraft, { token, json: boardBody(board, overrides) }));

/** Writes a comment and returns what the server answers (`{ id, page }`). */
export const writeComment = async (
  t: TestApp,
  board: Board,
  token: string,
  postId: number,
  content: string,
) => {
  const res = await t.request('POST', at(board.paths.comment, { id: postId }), { token, json: { content } });
  expect(res.status).toBe(201);
  return v.parse(CommentCreated, await res.json());
};

/** Replies to a comment and returns what the server answers (`{ id, page }`). */
export const writeReply = async (
  t: TestApp,
  board: Board,
  token: string,
  target: { id: number; commentId: number },
  content: string,
  mentionedUserId: number | null = null,
) => {
  const res = await t.request('POST', at(board.paths.reply, target), {
    token,
    json: { content, mentionedUserId },
  });
  expect(res.status).toBe(201);
  return v.parse(CommentCreated, await res.json());
};

/** Deletes a comment the board's way: PATCH …/status on the free board, DELETE on the Q&A board. */
export const removeComment = (t: TestApp, board: Board, commentId: number, token?: string) =>
  board.policy.comments.deleteBy === 'status'
    ? t.request('PATCH', at(board.paths.removeComment, { commentId }), { token, json: { status: 'DELETED' } })
    : t.request('DELETE', at(board.paths.removeComment, { commentId }), { token });

const ok = async (res: Response) => {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${await res.text()}`);
  return res.json();
};

/** A list or search page, checked against the contract. */
export const boardPage = async (t: TestApp, path: string, token?: string) =>
  v.parse(BoardPage, await ok(await t.request('GET', path, { token })));

export const boardCards = async (t: TestApp, path: string, token?: string) =>
  v.parse(BoardCardArray, await ok(await t.request('GET', path, { token })));

export const boardDetail = async (
  t: TestApp,
  board: Board,
  id: number,
  token?: string,
  headers?: Record<string, string>,
) =>
  v.parse(
    BoardPostDetail,
    await ok(await t.request('GET', at(board.paths.detail, { id }), { token, headers })),
  );

export const commentsOf = async (t: TestApp, board: Board, id: number, token?: string, page = 1) =>
  v.parse(
    CommentPage,
    await ok(await t.request('GET', at(board.paths.comments, { id }, { page, size: 10 }), { token })),
  );

type ErrorBody = { message: string; errors?: { field: string; reason: string }[] };

/** Asserts an error answer: its status, its message and (when given) the refused fields with reasons. */
export const expectError = async (
  res: Response,
  status: number,
  message: string,
  errors?: { field: string; reason?: string }[],
): Promise<ErrorBody> => {
  expect(res.status).toBe(status);
  const body = await json<ErrorBody>(res);
  expect(body.message).toBe(message);
  if (errors)
    expect(body.errors).toEqual(
      errors.map((e) => (e.reason === undefined ? expect.objectContaining({ field: e.field }) : e)),
    );
  return body;
};

export type BulkPost = {
  id: number;
  views: number;
  likeCount: number;
  commentCount: number;
  publishedAt: Date;
};

/**
 * Inserts `count` published posts in one statement (no API): post g is published g minutes after
 * `start`, and its views, likes and comments are three different permutations of 0..count-1 (count
 * must be coprime with 7, 11 and 13), so every order has one right answer. Q&A posts cycle through
 * two categories.
 */
export const bulkInsertPosts = async (
  t: TestApp,
  board: Board,
  authorId: number,
  count: number,
  start = new Date('2026-01-01T00:00:00Z'),
): Promise<BulkPost[]> => {
  const tags =
    board.kind === 'qna'
      ? sql`case when g % 2 = 0 then array['TACTICS'] else array['MENTAL'] end`
      : sql`'{}'::text[]`;
  const result = (await t.db.execute(sql`
    insert into contents (kind, author_id, title, content, content_text, content_summary, tags, is_draft,
      published_at, views, like_count, comment_count, created_at, modified_at)
    select ${board.kind}, ${authorId}, '게시글 ' || g, '<p>본문 ' || g || '</p>', '본문 ' || g, '본문 ' || g,
      ${tags}, false, ${start.toISOString()}::timestamptz + g * interval '1 minute',
      (g * 7) % ${count}, (g * 11) % ${count}, (g * 13) % ${count},
      ${start.toISOString()}::timestamptz, ${start.toISOString()}::timestamptz
    from generate_series(1, ${count}) g
    returning id, views, like_count, comment_count, published_at`)) as unknown as {
    rows: {
      id: number;
      views: number;
      like_count: number;
      comment_count: number;
      published_at: string | Date;
    }[];
  };
  // Rows written past the app: the caches forget that kind, as after a write through the API.
  t.deps.bus?.announce([board.kind]);
  return result.rows.map((r) => ({
    id: Number(r.id),
    views: Number(r.views),
    likeCount: Number(r.like_count),
    commentCount: Number(r.comment_count),
    publishedAt: new Date(r.published_at),
  }));
};

/** Every value of every key (at any depth) of a JSON answer, as [key, value] pairs. */
export const entriesDeep = (value: unknown): [string, unknown][] => {
  if (Array.isArray(value)) return value.flatMap(entriesDeep);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, inner]) => [
    [k, inner] as [string, unknown],
    ...entriesDeep(inner),
  ]);
};

/**
 * DESIGN.md section 6: an answer about the anonymous board names nobody. No author id, no user id
 * under any key, and neither the nickname, the picture nor the job of the writer anywhere in it.
 */
export const expectNoTraceOf = (
  body: unknown,
  writer: { id: number; nickname: string },
  picture: string,
  job: string,
) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain(writer.nickname);
  expect(text).not.toContain(picture);
  expect(text).not.toContain(job);
  for (const [key, value] of entriesDeep(body)) {
    if (key === 'authorId') expect(value).toBeNull();
    if (/user|author|actor/i.test(key) && typeof value === 'number') expect(value).not.toBe(writer.id);
  }
};
