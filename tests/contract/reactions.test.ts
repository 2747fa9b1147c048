import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { CONTENT_INPUT_TEXT } from '../../src/domain/text/content-input';
import { ENGINES } from '../integration/helpers/test-app';
import { demoCommentIds, demoId, demoUserId, outcome, run, signInAs, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

describe.each(ENGINES)('contract: likes, follows and consultations on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('toggles likes on items of every kind and on comments, with their counts', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user4');
      const article = { on: 'content', ref: { kind: 'article', id: demoId('set-pieces') } } as const;
      const post = { on: 'content', ref: { kind: 'post', id: demoId('p-ball-size') } } as const;
      const qna = { on: 'content', ref: { kind: 'qna', id: demoId('q-formation') } } as const;
      const comment = { on: 'comment', kind: 'article', id: demoCommentIds('osgood')[0] ?? 0 } as const;
      const toggles = [];
      for (const target of [article, post, qna, comment]) {
        toggles.push(await run(p.reactionsApi.like(target)), await run(p.reactionsApi.like(target)));
      }
      await run(p.reactionsApi.like(post));
      const card = await run(p.boardApis.post.detail(post.ref.id));
      return { toggles, card: { liked: card.liked, likeCount: card.likeCount } };
    });
    expect(fake).toEqual(real);
    expect(real.toggles.map((t) => t.liked)).toEqual([true, false, true, false, true, false, true, false]);
    expect(real.card).toEqual({ liked: true, likeCount: 1 });
  });

  it('refuses likes on one’s own item and comment with the kind’s message, and on a draft with 404', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'editor1');
      const ownArticle = await outcome(
        p.reactionsApi.like({ on: 'content', ref: { kind: 'article', id: demoId('ball-mastery') } }),
      );
      await signInAs(p, 'user8');
      const ownPost = await outcome(
        p.reactionsApi.like({ on: 'content', ref: { kind: 'post', id: demoId('p-carpool') } }),
      );
      const ownQna = await outcome(
        p.reactionsApi.like({ on: 'content', ref: { kind: 'qna', id: demoId('q-agent') } }),
      );
      const ownComment = await outcome(
        p.reactionsApi.like({ on: 'comment', kind: 'article', id: demoCommentIds('osgood')[0] ?? 0 }),
      );
      await signInAs(p, 'user2');
      const draft = await outcome(
        p.reactionsApi.like({ on: 'content', ref: { kind: 'post', id: demoId('p-draft-coach-thanks') } }),
      );
      const ownDraft = await outcome(
        p.reactionsApi.like({ on: 'content', ref: { kind: 'post', id: demoId('p-draft-cleats-care') } }),
      );
      const wrongKind = await outcome(
        p.reactionsApi.like({ on: 'content', ref: { kind: 'qna', id: demoId('p-carpool') } }),
      );
      const missingComment = await outcome(
        p.reactionsApi.like({ on: 'comment', kind: 'qna', id: demoCommentIds('osgood')[0] ?? 0 }),
      );
      return { ownArticle, ownPost, ownQna, ownComment, draft, ownDraft, wrongKind, missingComment };
    });
    expect(fake).toEqual(real);
    const refused = (message: string) => ({ ok: false, tag: 'BadRequest', message, errors: null });
    expect(real.ownArticle).toEqual(refused(SERVER_MESSAGES.cannotLikeOwnArticle));
    expect(real.ownPost).toEqual(refused(SERVER_MESSAGES.cannotLikeOwnPost));
    expect(real.ownQna).toEqual(refused(SERVER_MESSAGES.cannotLikeOwnPost));
    expect(real.ownComment).toEqual(refused(SERVER_MESSAGES.cannotLikeOwnComment));
    // Drift case of issue 9: a draft cannot be liked, not even by its author.
    expect(real.draft).toEqual({
      ok: false,
      tag: 'NotFound',
      message: SERVER_MESSAGES.postNotFound,
      errors: null,
    });
    expect(real.ownDraft).toEqual(real.draft);
    expect(real.wrongKind).toEqual(real.draft);
    expect(real.missingComment).toEqual({
      ok: false,
      tag: 'NotFound',
      message: SERVER_MESSAGES.commentNotFound,
      errors: null,
    });
  });

  it('toggles follows with follower counts; never oneself, never a missing user', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user5');
      const on = await run(p.reactionsApi.follow(demoUserId('editor3')));
      const profile = await run(p.usersApi.user(demoUserId('editor3')));
      const editors = (await run(p.editorsApi.popularEditors())).map((e) => [
        e.id,
        e.followerCount,
        e.following,
      ]);
      const off = await run(p.reactionsApi.follow(demoUserId('editor3')));
      return {
        on,
        off,
        profile: { following: profile.following, followerCount: profile.followerCount },
        editors,
        self: await outcome(p.reactionsApi.follow(demoUserId('user5'))),
        missing: await outcome(p.reactionsApi.follow(9999)),
        own: (await run(p.sessionApi.profile())).followingCount,
      };
    });
    expect(fake).toEqual(real);
    expect(real.on).toEqual({ following: true, followerCount: (real.off.followerCount ?? 0) + 1 });
    expect(real.profile).toEqual({ following: true, followerCount: real.on.followerCount });
    expect(real.self).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: SERVER_MESSAGES.cannotFollowYourself,
      errors: null,
    });
    expect(real.missing).toEqual({
      ok: false,
      tag: 'NotFound',
      message: SERVER_MESSAGES.userNotFound,
      errors: null,
    });
  });

  it('sends one consultation a day per recipient; never to oneself', async () => {
    const request = { consultationType: 'CONSULTING', message: '진학 상담 부탁드립니다.' } as const;
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user1');
      const recipientId = demoUserId('editor3');
      return {
        first: await outcome(p.consultationApi.request({ ...request, recipientId })),
        again: await outcome(p.consultationApi.request({ ...request, recipientId })),
        self: await outcome(p.consultationApi.request({ ...request, recipientId: demoUserId('user1') })),
        missing: await outcome(p.consultationApi.request({ ...request, recipientId: 9999 })),
        blank: await outcome(p.consultationApi.request({ ...request, recipientId, message: '  ' })),
      };
    });
    expect(fake).toEqual(real);
    expect(real.first).toEqual({ ok: true, value: undefined });
    expect(real.again).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: SERVER_MESSAGES.consultationDaily,
      errors: null,
    });
    // Drift case of issue 9: consulting oneself is 400 with its own message and reason.
    expect(real.self).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: SERVER_MESSAGES.cannotConsultYourself,
      errors: [{ field: 'recipientId', reason: CONTENT_INPUT_TEXT.consultationSelf }],
    });
    expect(real.missing).toMatchObject({ tag: 'NotFound', message: SERVER_MESSAGES.userNotFound });
    expect(real.blank).toMatchObject({
      tag: 'BadRequest',
      errors: [{ field: 'message', reason: CONTENT_INPUT_TEXT.consultationMessageRequired }],
    });
  });

  it('notifies the recipient of a follow and a consultation', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'editor3');
      const inbox = timeless(await run(p.notificationsApi.page(1, 20)));
      await signInAs(p, 'user4');
      return { editor3: inbox, user4: timeless(await run(p.notificationsApi.page(1, 20))) };
    });
    expect(fake).toEqual(real);
    expect(real.editor3.data.map((n) => n.type)).toEqual(['CONSULTATION', 'FOLLOW']);
    expect(real.user4.data).toEqual([]);
  });

  it('notifies a level reached when a like crosses the threshold', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user2');
      await run(p.reactionsApi.like({ on: 'content', ref: { kind: 'post', id: demoId('p-rain-training') } }));
      const before = (await run(p.usersApi.user(demoUserId('user6')))).userLevel;
      await run(p.reactionsApi.like({ on: 'content', ref: { kind: 'post', id: demoId('p-futsal-winter') } }));
      const after = (await run(p.usersApi.user(demoUserId('user6')))).userLevel;
      await signInAs(p, 'user6');
      const inbox = timeless(await run(p.notificationsApi.page(1, 5)));
      const own = await run(p.sessionApi.profile());
      return { before, after, inbox, received: [own.receivedPostLikes, own.receivedCommentLikes] };
    });
    expect(fake).toEqual(real);
    expect([real.before, real.after]).toEqual(['LEVEL_1', 'LEVEL_2']);
    expect(real.inbox.data.map((n) => n.type)).toEqual(['LEVEL_UP', 'CONTENT_LIKE', 'CONTENT_LIKE']);
    expect(real.inbox.data[0]).toMatchObject({ link: '/level' });
    expect(real.inbox.data[0]?.actor).toBeUndefined();
    expect(real.received).toEqual([10, 35]);
  });
});
