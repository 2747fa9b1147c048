import * as v from 'valibot';
import { ARTICLE_PATHS } from '../../../src/contract/articles.operations';
import { PROFILE_OPERATIONS as OPS } from '../../../src/contract/profile.operations';
import { type Operation, operationPath } from '../../../src/contract/operation';
import { CommentCreated } from '../../../src/contract/content';
import type { ContentPaths } from '../../../src/contract/content.operations';
import type { VisibilityList } from '../../../src/domain/profile';
import { at } from './boards.fixtures';
import type { TestApp } from './test-app';

/** Comments on an item of any kind (its table's paths); returns the new comment's id. */
export const commentOn = async (
  t: TestApp,
  paths: ContentPaths,
  token: string,
  id: number,
  content: string,
  parent?: number,
) => {
  const path = parent === undefined ? at(paths.comment, { id }) : at(paths.reply, { id, commentId: parent });
  const res = await t.request('POST', path, {
    token,
    json: parent === undefined ? { content } : { content, mentionedUserId: null },
  });
  if (res.status !== 201) throw new Error(`comment failed: ${res.status} ${await res.text()}`);
  return v.parse(CommentCreated, await res.json()).id;
};

/** Likes an item of any kind (PATCH …/like toggles); fails unless the like is on afterwards. */
export const like = async (t: TestApp, paths: ContentPaths, token: string, id: number) => {
  const res = await t.request('PATCH', at(paths.like, { id }), { token });
  const body = (await res.json()) as { liked?: boolean };
  if (res.status !== 200 || body.liked !== true) throw new Error(`like failed: ${res.status}`);
};

export { ARTICLE_PATHS };

export type ListName = keyof typeof OPS;

/** A list operation's answer, checked against its contract schema. */
export const getList = async (
  t: TestApp,
  name: ListName,
  options: { token?: string; id?: number; page?: number; size?: number } = {},
) => {
  const op: Operation = OPS[name];
  const path = operationPath(op, options.id === undefined ? {} : { id: options.id }, {
    page: options.page,
    size: options.size,
  });
  const res = await t.request('GET', path, { token: options.token });
  const body: unknown = await res.json();
  if (res.status !== 200) return { status: res.status, body, page: null };
  if (!op.response) throw new Error(`${name} has no response schema`);
  const page = v.parse(op.response, body) as {
    data: { id: number }[];
    pageInfo: { page: number; totalPages: number; totalElements: number };
    hidden: boolean;
  };
  return { status: res.status, body, page };
};

/** The ids a list answers (fails the test when it does not answer 200). */
export const idsOf = async (t: TestApp, name: ListName, options: Parameters<typeof getList>[2] = {}) => {
  const { status, page, body } = await getList(t, name, options);
  if (!page) throw new Error(`${name}: ${status} ${JSON.stringify(body)}`);
  return page.data.map((item) => item.id);
};

/** The toggle of one list: PATCH /api/user/profile/{list}-visibility. */
export const setVisible = (t: TestApp, token: string, list: VisibilityList, visible: boolean) =>
  t.request('PATCH', `/api/user/profile/${list}-visibility`, { token, json: { visible } });

/** The other-member list each toggle hides. */
export const LIST_OF_TOGGLE: Readonly<Record<VisibilityList, ListName>> = {
  comment: 'userArticleComments',
  'liked-board-post': 'userLikedPosts',
  'liked-article': 'userLikedArticles',
  'board-post': 'userPosts',
  'board-comment': 'userPostComments',
};
