import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { OwnProfile } from '../../src/contract/user';
import { VISIBILITY_LISTS, VISIBILITY_SETTINGS, type VisibilityList } from '../../src/domain/profile';
import { VALIDATION_TEXT } from '../../src/domain/text/validation';
import { publishArticle } from './helpers/articles.fixtures';
import { FREE_BOARD, writePost } from './helpers/boards.fixtures';
import {
  ARTICLE_PATHS,
  commentOn,
  getList,
  LIST_OF_TOGGLE,
  like,
  type ListName,
  setVisible,
} from './helpers/profile.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

/** The member's own list that holds what each toggle hides from others. */
const OWN_LIST_OF_TOGGLE: Readonly<Record<VisibilityList, ListName>> = {
  comment: 'ownArticleComments',
  'liked-board-post': 'ownLikedPosts',
  'liked-article': 'ownLikedArticles',
  'board-post': 'ownPosts',
  'board-comment': 'ownPostComments',
};

describe.each(ENGINES)('profile list visibility on %s', (engine) => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    // One member with something in each of the five lists; the tests only toggle settings.
    const editor = await t.signUp({ role: 'EDITOR' });
    member = await t.signUp({ nickname: '공개설정' });
    other = await t.signUp({ nickname: '구경꾼' });
    const article = await publishArticle(t, editor.token);
    const post = await writePost(t, FREE_BOARD, other.token);
    await writePost(t, FREE_BOARD, member.token);
    await commentOn(t, ARTICLE_PATHS, member.token, article, '기사 댓글');
    await commentOn(t, FREE_BOARD.paths, member.token, post, '게시판 댓글');
    await like(t, ARTICLE_PATHS, member.token, article);
    await like(t, FREE_BOARD.paths, member.token, post);
  });
  afterAll(() => t.close());

  const showAll = () =>
    t.db
      .update(users)
      .set(Object.fromEntries(Object.values(VISIBILITY_SETTINGS).map((field) => [field, true])))
      .where(eq(users.id, member.id));

  /** What a viewer gets of the member's list behind a toggle. */
  const seen = (list: VisibilityList, token?: string) =>
    getList(t, LIST_OF_TOGGLE[list], { id: member.id, token });

  it('hides each list from visitors and other members with no data, while the owner sees it all', async () => {
    await showAll();
    for (const list of VISIBILITY_LISTS) {
      const toggled = await setVisible(t, member.token, list, false);
      expect(toggled.status).toBe(200);
      expect(await toggled.json()).toEqual({ visible: false });
      for (const token of [undefined, other.token]) {
        const { body } = await seen(list, token);
        expect(body).toEqual({
          data: [],
          pageInfo: { page: 1, totalPages: 0, totalElements: 0 },
          hidden: true,
        });
      }
      // The owner: on the public path and on their own.
      const own = await seen(list, member.token);
      expect(own.page).toMatchObject({ hidden: false, pageInfo: { totalElements: 1 } });
      const mine = await getList(t, OWN_LIST_OF_TOGGLE[list], { token: member.token });
      expect(mine.page?.data).toHaveLength(1);
      // No other list went with it.
      for (const rest of VISIBILITY_LISTS.filter((l) => l !== list))
        expect((await seen(rest)).page).toMatchObject({ hidden: false, pageInfo: { totalElements: 1 } });
      const profile = v.parse(
        OwnProfile,
        await (await t.request('GET', '/api/user/profile', { token: member.token })).json(),
      );
      expect(profile[VISIBILITY_SETTINGS[list]]).toBe(false);
      expect(await (await setVisible(t, member.token, list, true)).json()).toEqual({ visible: true });
      expect((await seen(list)).page).toMatchObject({ hidden: false, pageInfo: { totalElements: 1 } });
    }
  });

  it('keeps an author’s articles public: no toggle hides them', async () => {
    await showAll();
    for (const list of VISIBILITY_LISTS) await setVisible(t, member.token, list, false);
    const { page } = await getList(t, 'userArticles', { id: member.id });
    expect(page).toMatchObject({ hidden: false });
  });

  it('refuses a toggle without a token or with a value that is not a boolean', async () => {
    const anonymous = await t.request('PATCH', '/api/user/profile/comment-visibility', {
      json: { visible: false },
    });
    expect(anonymous.status).toBe(401);
    const bad = await setVisible(t, member.token, 'comment', 'no' as unknown as boolean);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [{ field: 'visible', reason: VALIDATION_TEXT.invalidValue }],
    });
  });

  it('for any sequence of toggles and viewers, shows a non-owner data only while that list is visible', async () => {
    type Step =
      | { readonly kind: 'toggle'; readonly list: VisibilityList; readonly visible: boolean }
      | {
          readonly kind: 'look';
          readonly list: VisibilityList;
          readonly viewer: 'visitor' | 'other' | 'owner';
        };
    const list = fc.constantFrom(...VISIBILITY_LISTS);
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('toggle' as const), list, visible: fc.boolean() }),
      fc.record({
        kind: fc.constant('look' as const),
        list,
        viewer: fc.constantFrom('visitor' as const, 'other' as const, 'owner' as const),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await showAll();
        const model = new Map<VisibilityList, boolean>(VISIBILITY_LISTS.map((l) => [l, true]));
        for (const s of steps) {
          if (s.kind === 'toggle') {
            expect((await setVisible(t, member.token, s.list, s.visible)).status).toBe(200);
            model.set(s.list, s.visible);
            continue;
          }
          const token =
            s.viewer === 'visitor' ? undefined : s.viewer === 'other' ? other.token : member.token;
          const { page } = await seen(s.list, token);
          const visible = s.viewer === 'owner' || model.get(s.list) === true;
          expect(page?.hidden).toBe(!visible);
          expect(page?.data.length).toBe(visible ? 1 : 0);
          expect(page?.pageInfo.totalElements).toBe(visible ? 1 : 0);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
