import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentRef } from '../../src/domain/content/policy';
import { CONTENT_INPUT_TEXT } from '../../src/domain/text/content-input';
import { ENGINES } from '../integration/helpers/test-app';
import {
  demoCommentIds,
  demoId,
  demoUserId,
  outcome,
  run,
  signInAs,
  signOut,
  timeless,
} from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const ref = (kind: ContentRef['kind'], key: string): ContentRef => ({ kind, id: demoId(key) });
const OSGOOD = ref('article', 'osgood');
const SIDELINE = ref('post', 'p-parents-sideline');
const CARPOOL = ref('post', 'p-carpool');
const ANKLE = ref('qna', 'q-ankle');

/** The comment with this id on a page, or among its replies. */
const find = async (p: Ports, at: ContentRef, id: number, page = 1) => {
  const threads = (await run(p.commentsApi.page(at, page))).data;
  return threads.flatMap((t) => [t, ...t.replies]).find((c) => c.id === id);
};

describe.each(ENGINES)('contract: comments on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('lists comments by pages of 10 with replies, for visitors and members alike', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const pages = [];
      for (const page of [1, 2, 3, 4]) pages.push(await run(p.commentsApi.page(OSGOOD, page)));
      await signInAs(p, 'user8');
      return { pages, member: await run(p.commentsApi.page(SIDELINE, 2)) };
    });
    expect(fake).toEqual(real);
    expect(real.pages.map((pg) => pg.pageInfo)).toEqual(
      [1, 2, 3, 4].map((page) => ({ page, totalPages: 3, totalElements: 23 })),
    );
    expect(real.pages[3]?.data).toEqual([]);
    expect(real.member.data.some((c) => c.liked)).toBe(true);
  });

  it('refuses a blank comment with the contract’s reason, and a visitor with 401', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user1');
      const blank = await outcome(p.commentsApi.create(OSGOOD, '   '));
      const reply = await outcome(p.commentsApi.reply(OSGOOD, demoCommentIds('osgood')[0] ?? 0, '\n', null));
      const long = await outcome(p.commentsApi.create(OSGOOD, '가'.repeat(3001)));
      signOut(p);
      return { blank, reply, long, visitor: await outcome(p.commentsApi.create(OSGOOD, '방문자')) };
    });
    expect(fake).toEqual(real);
    expect(real.blank).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [{ field: 'content', reason: CONTENT_INPUT_TEXT.commentBlank }],
    });
    expect(real.reply).toEqual(real.blank);
    expect(real.long).toMatchObject({
      errors: [{ field: 'content', reason: CONTENT_INPUT_TEXT.commentTooLong }],
    });
    expect(real.visitor).toMatchObject({ tag: 'Unauthorized', message: 'Unauthorized' });
  });

  it('answers the page a new comment lands on and shows it there, marked mine', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user2');
      const created = await run(p.commentsApi.create(OSGOOD, '세 번째 페이지에 달리는 댓글'));
      const reply = await run(
        p.commentsApi.reply(OSGOOD, demoCommentIds('osgood')[0] ?? 0, '첫 댓글에 답글', null),
      );
      const listed = await find(p, OSGOOD, created.id, created.page);
      const replied = await find(p, OSGOOD, reply.id, reply.page);
      return { created, reply, listed: timeless(listed), replied: timeless(replied) };
    });
    expect(fake).toEqual(real);
    expect(real.created.page).toBe(3);
    expect(real.reply.page).toBe(1);
    expect(real.listed).toMatchObject({
      content: '세 번째 페이지에 달리는 댓글',
      mine: true,
      deleted: false,
    });
    expect(real.replied).toMatchObject({ parentCommentId: demoCommentIds('osgood')[0], mine: true });
  });

  it('deletes softly: a comment with replies stays empty and deleted; one without disappears', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user3');
      const withReply = await run(p.commentsApi.create(CARPOOL, '답글이 달릴 댓글'));
      const alone = await run(p.commentsApi.create(CARPOOL, '혼자 있는 댓글'));
      await signInAs(p, 'user8');
      const answer = await run(p.commentsApi.reply(CARPOOL, withReply.id, '답글입니다', demoUserId('user3')));
      const countBefore = (await run(p.boardApis.post.detail(CARPOOL.id))).commentCount;
      await signInAs(p, 'user3');
      // The free board deletes by a status change (PATCH …/status); the port hides the difference.
      await run(p.commentsApi.remove(CARPOOL, withReply.id));
      await run(p.commentsApi.remove(CARPOOL, alone.id));
      const threads = (await run(p.commentsApi.page(CARPOOL, 1))).data;
      return {
        kept: timeless(threads.find((t) => t.id === withReply.id)),
        gone: threads.some((t) => t.id === alone.id),
        reply: threads.find((t) => t.id === withReply.id)?.replies.map((r) => r.id),
        answer: answer.id,
        counts: [countBefore, (await run(p.boardApis.post.detail(CARPOOL.id))).commentCount],
        again: await outcome(p.commentsApi.remove(CARPOOL, alone.id)),
        editDeleted: await outcome(p.commentsApi.edit(CARPOOL, withReply.id, '고쳐 볼게요')),
        replyToDeleted: await outcome(p.commentsApi.reply(CARPOOL, withReply.id, '삭제된 댓글에 답글', null)),
      };
    });
    expect(fake).toEqual(real);
    expect(real.kept).toMatchObject({ deleted: true, content: '' });
    expect(real.gone).toBe(false);
    expect(real.reply).toEqual([real.answer]);
    expect(real.counts).toEqual([real.counts[0] ?? 0, (real.counts[0] ?? 0) - 2]);
    expect(real.again).toEqual({ ok: false, tag: 'NotFound', message: 'Comment Not Found', errors: null });
    // Drift cases of issue 9: editing a deleted comment and replying to one are 400 with the reason.
    expect(real.editDeleted).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [{ field: 'commentId', reason: CONTENT_INPUT_TEXT.commentDeleted }],
    });
    expect(real.replyToDeleted).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [{ field: 'commentId', reason: CONTENT_INPUT_TEXT.replyParentInvalid }],
    });
  });

  it('lets only the owner edit and delete; other kinds and missing comments are 404', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user1');
      const own = await run(p.commentsApi.create(ANKLE, '질문에 남기는 댓글'));
      await run(p.commentsApi.edit(ANKLE, own.id, '고친 댓글'));
      const edited = timeless(await find(p, ANKLE, own.id));
      await signInAs(p, 'user2');
      return {
        edited,
        othersEdit: await outcome(p.commentsApi.edit(ANKLE, own.id, '남의 댓글')),
        othersDelete: await outcome(p.commentsApi.remove(ANKLE, own.id)),
        missing: await outcome(p.commentsApi.edit(ANKLE, 99999, '없는 댓글')),
        wrongKind: await outcome(p.commentsApi.edit(SIDELINE, own.id, '다른 게시판')),
        wrongItem: await outcome(
          p.commentsApi.edit(OSGOOD, demoCommentIds('osgood')[1] ?? 0, '남의 기사 댓글'),
        ),
        draft: await outcome(p.commentsApi.create(ref('post', 'p-draft-cleats-care'), '임시글에 댓글')),
      };
    });
    expect(fake).toEqual(real);
    expect(real.edited).toMatchObject({
      content: '고친 댓글',
      mine: true,
      author: { anonymous: true, authorId: null },
    });
    expect(real.othersEdit).toMatchObject({ tag: 'Forbidden' });
    expect(real.othersDelete).toMatchObject({ tag: 'Forbidden' });
    expect(real.missing).toEqual({ ok: false, tag: 'NotFound', message: 'Comment Not Found', errors: null });
    expect(real.wrongKind).toEqual(real.missing);
    expect(real.draft).toEqual({ ok: false, tag: 'NotFound', message: 'Post Not Found', errors: null });
  });

  it('blinds board comments (ADMIN only): others see the blind, the ADMIN the text', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user4');
      const target = await run(p.commentsApi.create(SIDELINE, '가려질 댓글'));
      await signInAs(p, 'user2');
      const byUser = await outcome(p.commentsApi.blind(SIDELINE, target.id));
      await signInAs(p, 'admin');
      await run(p.commentsApi.blind(SIDELINE, target.id));
      const asAdmin = timeless(await find(p, SIDELINE, target.id, target.page));
      const onArticle = await outcome(p.commentsApi.blind(OSGOOD, demoCommentIds('osgood')[0] ?? 0));
      await signInAs(p, 'user4');
      const asOwner = timeless(await find(p, SIDELINE, target.id, target.page));
      const ownerEdit = await outcome(p.commentsApi.edit(SIDELINE, target.id, '몰래 고치기'));
      const ownerDelete = await outcome(p.commentsApi.remove(SIDELINE, target.id));
      await signInAs(p, 'user1');
      const like = await outcome(p.reactionsApi.like({ on: 'comment', kind: 'post', id: target.id }));
      const replyTo = await outcome(p.commentsApi.reply(SIDELINE, target.id, '가려진 댓글에 답글', null));
      return { byUser, asAdmin, onArticle, asOwner, ownerEdit, ownerDelete, like, replyTo };
    });
    expect(fake).toEqual(real);
    expect(real.byUser).toMatchObject({ tag: 'Forbidden' });
    expect(real.asAdmin).toMatchObject({ blinded: true, content: '가려질 댓글' });
    expect(real.asOwner).toMatchObject({ blinded: true, content: '', mine: true });
    // Article comments are never blindable: neither adapter even has a path to call.
    expect(real.onArticle).toEqual({ ok: false, defect: true });
    expect(real.ownerEdit).toMatchObject({ tag: 'Forbidden' });
    // Issue 26: it stays as the moderators left it, so its author cannot delete it either.
    expect(real.ownerDelete).toMatchObject({ tag: 'Forbidden' });
    expect(real.like).toMatchObject({ tag: 'NotFound', message: 'Comment Not Found' });
    expect(real.replyTo).toMatchObject({
      tag: 'BadRequest',
      errors: [{ reason: CONTENT_INPUT_TEXT.replyParentInvalid }],
    });
  });

  it('names mentions on the free board, never on the Q&A board, and notifies alike', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user5');
      const parent = await run(p.commentsApi.create(CARPOOL, '카풀 저도 하고 싶어요'));
      const qnaParent = await run(p.commentsApi.create(ANKLE, '저도 발목이 약해요'));
      await signInAs(p, 'user6');
      const mention = await run(p.commentsApi.reply(CARPOOL, parent.id, '같이 해요', demoUserId('user5')));
      const self = await run(p.commentsApi.reply(CARPOOL, parent.id, '제 얘기', demoUserId('user6')));
      const hidden = await run(p.commentsApi.reply(ANKLE, qnaParent.id, '익명 답글', demoUserId('user5')));
      const names = async (at: ContentRef, ids: number[]) => {
        const threads = (await run(p.commentsApi.page(at, 1))).data.flatMap((t) => [t, ...t.replies]);
        return ids.map((id) => threads.find((c) => c.id === id)?.mentionedUserName);
      };
      const mentions = [
        ...(await names(CARPOOL, [mention.id, self.id])),
        ...(await names(ANKLE, [hidden.id])),
      ];
      await signInAs(p, 'user5');
      const inbox = timeless(await run(p.notificationsApi.page(1, 10)));
      await signInAs(p, 'user8');
      const postAuthor = timeless(await run(p.notificationsApi.page(1, 3)));
      return { mentions, inbox, postAuthor };
    });
    expect(fake).toEqual(real);
    expect(real.mentions).toEqual(['골키퍼태민', null, null]);
    expect(real.inbox.data.map((n) => n.type)).toEqual(['REPLY', 'REPLY', 'REPLY']);
    // About anonymous content, nobody is named: no actor, the message says 익명.
    expect(real.inbox.data[0]?.actor).toBeUndefined();
    expect(real.inbox.data[0]?.message).toContain('익명');
    expect(real.inbox.data[1]?.actor).toMatchObject({ id: demoUserId('user6') });
    expect(real.postAuthor.data[0]).toMatchObject({ type: 'COMMENT', link: `/board/post/${CARPOOL.id}` });
  });

  it('joins a reply to a reply to its top-level thread, on the thread’s page, mentioning whom it answers', async () => {
    const [fake, real] = await sides.both(async (p) => {
      const top = demoCommentIds('osgood')[0] ?? 0;
      await signInAs(p, 'user7');
      const first = await run(p.commentsApi.reply(OSGOOD, top, '저도 궁금했어요', null));
      await signInAs(p, 'user6');
      const second = await run(
        p.commentsApi.reply(OSGOOD, first.id, '코치님 말씀에 동의합니다', demoUserId('user7')),
      );
      const thread = (await run(p.commentsApi.page(OSGOOD, second.page))).data.find((t) => t.id === top);
      await signInAs(p, 'user7');
      const inbox = timeless(await run(p.notificationsApi.page(1, 2)));
      return { second, thread: timeless(thread), firstId: first.id, inbox };
    });
    expect(fake).toEqual(real);
    expect(real.second.page).toBe(1);
    const reply = real.thread?.replies.find((r) => r.id === real.second.id);
    expect(reply).toMatchObject({
      parentCommentId: demoCommentIds('osgood')[0],
      mentionedUserName: 'Coach_Lee',
    });
    expect(real.inbox.data.map((n) => n.type)).toEqual(['REPLY']);
  });
});
