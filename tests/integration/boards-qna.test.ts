import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_AUTHOR_TEXT } from '../../src/domain/text/content';
import {
  at,
  type BoardCast,
  boardDetail,
  boardPage,
  commentsOf,
  dressUp,
  expectNoTraceOf,
  json,
  QNA_BOARD,
  saveBoardDraft,
  signUpBoardCast,
  writeComment,
  writePost,
  writeReply,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const board = QNA_BOARD;
const ASKER = { picture: '/api/images/asker-face.webp', job: '수원 유소년 학부모' };
const ANSWERER = { picture: '/api/images/answerer-face.webp', job: '전직 프로 트레이너' };

describe.each(ENGINES)('Q&A anonymity on %s', (engine) => {
  let t: TestApp;
  let cast: BoardCast;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    cast = await signUpBoardCast(t);
    await dressUp(t, cast.owner, ASKER.picture, ASKER.job);
    await dressUp(t, cast.other, ANSWERER.picture, ANSWERER.job);
  });

  /** Neither the asker (owner) nor the answerer (other) can be told from this answer. */
  const nameless = (body: unknown) => {
    expectNoTraceOf(body, cast.owner, ASKER.picture, ASKER.job);
    expectNoTraceOf(body, cast.other, ANSWERER.picture, ANSWERER.job);
  };
  const read = async (path: string, token?: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status, path).toBe(200);
    return res.json();
  };

  it('names no author to anyone but ADMIN, in any list, search, detail, comment or write answer', async () => {
    const question = await writePost(t, board, cast.owner.token, {
      title: '발목 부상 후 복귀 시기',
      tags: ['INJURY_RECOVERY'],
    });
    const draft = await saveBoardDraft(t, board, cast.owner.token, { title: '쓰는 중인 질문' });
    const answer = await writeComment(t, board, cast.other.token, question, '두 달은 쉬세요');
    const thanks = await writeReply(
      t,
      board,
      cast.owner.token,
      { id: question, commentId: answer.id },
      '고맙습니다',
      cast.other.id,
    );
    nameless([answer, thanks]);
    const likePost = await t.request('PATCH', at(board.paths.like, { id: question }), {
      token: cast.other.token,
    });
    const likeAnswer = await t.request('PATCH', at(board.paths.likeComment, { commentId: answer.id }), {
      token: cast.owner.token,
    });
    nameless([await json(likePost), await json(likeAnswer)]);

    const paths = [
      at(board.paths.list, {}, { page: 1, size: 10 }),
      at(board.paths.list, {}, { tag: 'INJURY_RECOVERY', sortType: 'LIKE_COUNT' }),
      at(board.paths.search, {}, { keyword: '발목', searchType: 'TITLE_CONTENT' }),
      at(board.paths.search, {}, { keyword: '복귀', searchType: 'TITLE' }),
      board.paths.popular,
      at(board.paths.detail, { id: question }),
      at(board.paths.comments, { id: question }, { page: 1, size: 10 }),
    ];
    for (const viewer of [undefined, cast.owner, cast.other] as (TestUser | undefined)[]) {
      for (const path of paths) {
        const body = await read(path, viewer?.token);
        expect(JSON.stringify(body)).toContain(ANONYMOUS_AUTHOR_TEXT);
        nameless(body);
      }
    }
    const drafts = await read(board.paths.drafts, cast.owner.token);
    expect(JSON.stringify(drafts)).toContain('쓰는 중인 질문');
    nameless(drafts);
    nameless(await read(at(board.paths.detail, { id: draft }), cast.owner.token));

    // The viewer's own post and comments come marked `mine`, and only theirs.
    expect((await boardDetail(t, board, question, cast.owner.token)).mine).toBe(true);
    expect((await boardDetail(t, board, question, cast.other.token)).mine).toBe(false);
    expect((await boardPage(t, board.paths.list, cast.owner.token)).data.map((c) => c.mine)).toEqual([true]);
    expect((await boardPage(t, board.paths.list)).data.map((c) => c.mine)).toEqual([false]);
    const mineOf = async (token?: string) => {
      const [top] = (await commentsOf(t, board, question, token)).data;
      return [top?.mine, top?.replies.map((r) => r.mine)];
    };
    expect(await mineOf(cast.owner.token)).toEqual([false, [true]]);
    expect(await mineOf(cast.other.token)).toEqual([true, [false]]);
    expect(await mineOf()).toEqual([false, [false]]);

    // ADMIN moderates, so ADMIN sees who wrote what.
    expect((await boardDetail(t, board, question, cast.admin.token)).author).toEqual({
      authorId: cast.owner.id,
      authorName: cast.owner.nickname,
      authorProfileImageUrl: ASKER.picture,
      authorJob: ASKER.job,
      authorLevel: 'LEVEL_1',
      authorRole: 'USER',
      anonymous: false,
    });
    const [top] = (await commentsOf(t, board, question, cast.admin.token)).data;
    expect([top?.author.authorId, top?.author.authorName, top?.replies[0]?.author.authorId]).toEqual([
      cast.other.id,
      cast.other.nickname,
      cast.owner.id,
    ]);
    // The mention of the answerer was dropped when the reply was written: nobody is named.
    expect(top?.replies[0]?.mentionedUserName).toBeNull();
    // The same check catches the names in what ADMIN reads, so it is not blind.
    const seenByAdmin = await read(at(board.paths.comments, { id: question }), cast.admin.token);
    expect(() => nameless(seenByAdmin)).toThrow();
    const adminList = await boardPage(t, board.paths.list, cast.admin.token);
    expect(adminList.data[0]?.author).toMatchObject({ authorId: cast.owner.id, anonymous: false });
  });

  it('keeps the writers out of the notifications the asker and the answerer receive', async () => {
    const question = await writePost(t, board, cast.owner.token, { title: '성장판 검사 질문' });
    const answer = await writeComment(t, board, cast.other.token, question, '병원에 가 보세요');
    await writeReply(t, board, cast.owner.token, { id: question, commentId: answer.id }, '네', cast.other.id);
    expect(
      (await t.request('PATCH', at(board.paths.like, { id: question }), { token: cast.other.token })).status,
    ).toBe(200);
    for (const [who, writer, dress] of [
      [cast.owner, cast.other, ANSWERER],
      [cast.other, cast.owner, ASKER],
    ] as const) {
      const notes = await read('/api/notifications?page=1&size=5', who.token);
      const list = (notes as { data: { message: string }[] }).data;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((n) => n.message.includes(ANONYMOUS_AUTHOR_TEXT))).toBe(true);
      expectNoTraceOf(notes, writer, dress.picture, dress.job);
    }
  });
});
