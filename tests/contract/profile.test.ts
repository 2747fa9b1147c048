import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileListName, PublicListName } from '../../src/application/profile/profile-api.port';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { VisibilityList } from '../../src/domain/profile';
import { ENGINES } from '../integration/helpers/test-app';
import { demoUserId, outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const PAGE = { page: 1, size: 10 } as const;
const PUBLIC: readonly PublicListName[] = [
  'articles',
  'likedArticles',
  'articleComments',
  'posts',
  'likedPosts',
  'postComments',
];
const OWN: readonly ProfileListName[] = [...PUBLIC, 'qnaPosts', 'likedQnaPosts', 'qnaComments'];

/** Every list of a page, reduced to what it shows: ids, page info and the hidden flag. */
const summary = (page: { data: readonly { id: number }[]; pageInfo: unknown; hidden?: boolean }) => ({
  ids: page.data.map((item) => item.id),
  pageInfo: page.pageInfo,
  hidden: page.hidden,
});

describe.each(ENGINES)('contract: profile lists and consultations on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  /** A visibility toggle, which belongs to the edit-profile port: through the route on either host. */
  const setVisible = async (p: Ports, list: VisibilityList, visible: boolean) => {
    const response = await p.request(`/api/user/profile/${list}-visibility`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${p.tokens.get()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ visible }),
    });
    expect(response.status).toBe(200);
  };

  it('lists an editor’s articles, comments and likes alike for a visitor and for the editor', async () => {
    const editor = demoUserId('editor1');
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const visitor: Record<string, unknown> = {};
      for (const list of PUBLIC)
        visitor[list] = summary(await run(p.profileApi.userList(editor, list, PAGE)));
      const firstArticle = (await run(p.profileApi.userList(editor, 'articles', PAGE))).data[0];
      await signInAs(p, 'editor1');
      const own: Record<string, unknown> = {};
      for (const list of OWN) own[list] = summary(await run(p.profileApi.ownList(list, PAGE)));
      const secondPage = summary(await run(p.profileApi.ownList('articles', { page: 2, size: 3 })));
      return { visitor, own, secondPage, firstArticle: timeless(firstArticle) };
    });
    expect(fake).toEqual(real);
    expect((real.visitor.articles as { ids: number[] }).ids.length).toBeGreaterThan(0);
    expect(real.own.articles).toEqual(real.visitor.articles);
    expect(real.firstArticle).toMatchObject({ author: { authorId: editor } });
  });

  it('shows a member’s board posts, comments and likes, their Q&A items to themselves alone', async () => {
    const member = demoUserId('user8');
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user2');
      const seen: Record<string, unknown> = {};
      for (const list of PUBLIC) seen[list] = summary(await run(p.profileApi.userList(member, list, PAGE)));
      await signInAs(p, 'user8');
      const own: Record<string, unknown> = {};
      for (const list of OWN) own[list] = summary(await run(p.profileApi.ownList(list, PAGE)));
      const comment = (await run(p.profileApi.ownList('postComments', PAGE))).data[0];
      return { seen, own, comment: timeless(comment) };
    });
    expect(fake).toEqual(real);
    expect((real.own.qnaPosts as { ids: number[] }).ids.length).toBeGreaterThan(0);
    expect(real.own.posts).toEqual(real.seen.posts);
  });

  it('answers others an empty hidden list while its owner hides it; the owner sees everything', async () => {
    const owner = demoUserId('user4');
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user4');
      await run(p.reactionsApi.like({ on: 'content', ref: { kind: 'article', id: 1 } }));
      await setVisible(p, 'liked-article', false);
      const ownView = summary(await run(p.profileApi.ownList('likedArticles', PAGE)));
      await signInAs(p, 'user5');
      const hidden = summary(await run(p.profileApi.userList(owner, 'likedArticles', PAGE)));
      const stillShown = summary(await run(p.profileApi.userList(owner, 'articleComments', PAGE)));
      signOut(p);
      const visitor = summary(await run(p.profileApi.userList(owner, 'likedArticles', PAGE)));
      await signInAs(p, 'user4');
      await setVisible(p, 'liked-article', true);
      await signInAs(p, 'user5');
      const shownAgain = summary(await run(p.profileApi.userList(owner, 'likedArticles', PAGE)));
      return { ownView, hidden, stillShown, visitor, shownAgain };
    });
    expect(fake).toEqual(real);
    expect(real.ownView.ids).toContain(1);
    expect(real.ownView.hidden).toBe(false);
    expect(real.hidden).toEqual({
      ids: [],
      pageInfo: { page: 1, totalPages: 0, totalElements: 0 },
      hidden: true,
    });
    expect(real.visitor).toEqual(real.hidden);
    expect(real.stillShown.hidden).toBe(false);
    expect(real.shownAgain).toEqual(real.ownView);
  });

  it('answers 404 for an unknown member’s lists, 401 to a visitor’s own lists, 403 for another’s consultations', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const missing = await outcome(p.profileApi.userList(999_999, 'posts', PAGE));
      const own = await outcome(p.profileApi.ownList('posts', PAGE));
      const visitorBox = await outcome(p.profileApi.consultations(demoUserId('user1'), 'received', PAGE));
      await signInAs(p, 'user1');
      const missingBox = await outcome(p.profileApi.consultations(999_999, 'sent', PAGE));
      return { missing, own, visitorBox, missingBox };
    });
    expect(fake).toEqual(real);
    expect(real.missing).toMatchObject({ ok: false, tag: 'NotFound', message: SERVER_MESSAGES.userNotFound });
    expect(real.own).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.visitorBox).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.missingBox).toMatchObject({ ok: false, tag: 'Forbidden' });
  });

  it('runs a consultation from request to answer: only the recipient replies, once; the sender is told', async () => {
    const expert = demoUserId('editor2');
    const sender = demoUserId('user3');
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user3');
      await run(
        p.consultationApi.request({
          recipientId: expert,
          consultationType: 'CONTENT_COLLABORATION',
          message: '성장기 부상 예방 콘텐츠 협업을 제안드립니다.',
        }),
      );
      const sentBefore = timeless(await run(p.profileApi.consultations(sender, 'sent', PAGE)));
      const id = sentBefore.data[0]?.id ?? 0;
      const othersBox = await outcome(p.profileApi.consultations(expert, 'received', PAGE));
      const senderAnswers = await outcome(p.profileApi.answerConsultation(id, '제가 답할 수는 없죠'));
      await signInAs(p, 'user6');
      const stranger = await outcome(p.profileApi.consultation(id));
      await signInAs(p, 'editor2');
      const received = timeless(await run(p.profileApi.consultations(expert, 'received', PAGE)));
      const blank = await outcome(p.profileApi.answerConsultation(id, '   '));
      const answered = timeless(
        await run(p.profileApi.answerConsultation(id, '좋습니다. 메일로 연락 드릴게요.')),
      );
      const again = await outcome(p.profileApi.declineConsultation(id));
      const missing = await outcome(p.profileApi.consultation(999_999));
      await signInAs(p, 'user3');
      const seen = timeless(await run(p.profileApi.consultation(id)));
      const inbox = timeless(await run(p.notificationsApi.page(1, 5)));
      return {
        sentBefore,
        othersBox,
        senderAnswers,
        stranger,
        received,
        blank,
        answered,
        again,
        missing,
        seen,
        inbox,
      };
    });
    expect(fake).toEqual(real);
    expect(real.sentBefore.data[0]).toMatchObject({
      status: 'REQUESTED',
      answer: null,
      consultationType: 'CONTENT_COLLABORATION',
      sender: { id: sender },
      recipient: { id: expert },
    });
    expect(real.othersBox).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.senderAnswers).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.stranger).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.received.data.map((c) => c.id)).toContain(real.answered.id);
    expect(real.blank).toMatchObject({ ok: false, tag: 'BadRequest' });
    expect(real.answered).toMatchObject({ status: 'ANSWERED', answer: '좋습니다. 메일로 연락 드릴게요.' });
    expect(real.again).toMatchObject({
      ok: false,
      tag: 'Conflict',
      message: SERVER_MESSAGES.consultationClosed,
    });
    expect(real.missing).toMatchObject({ ok: false, tag: 'NotFound' });
    expect(real.seen).toEqual(real.answered);
    expect(real.inbox.data[0]?.link).toContain('counsel');
  });

  it('lets the recipient decline a request, and the sender sees it declined', async () => {
    const expert = demoUserId('editor3');
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user7');
      await run(
        p.consultationApi.request({
          recipientId: expert,
          consultationType: 'OTHERS',
          message: '강연 요청드립니다.',
        }),
      );
      await signInAs(p, 'editor3');
      const box = await run(p.profileApi.consultations(expert, 'received', PAGE));
      const id = box.data[0]?.id ?? 0;
      const declined = timeless(await run(p.profileApi.declineConsultation(id)));
      const answerAfter = await outcome(p.profileApi.answerConsultation(id, '늦었지만 답변드립니다.'));
      await signInAs(p, 'user7');
      const sent = timeless(await run(p.profileApi.consultations(demoUserId('user7'), 'sent', PAGE)));
      const inbox = timeless(await run(p.notificationsApi.page(1, 5)));
      return { declined, answerAfter, sent, inbox: inbox.data.map((n) => [n.type, n.message, n.link]) };
    });
    expect(fake).toEqual(real);
    expect(real.declined).toMatchObject({ status: 'DECLINED', answer: null });
    expect(real.answerAfter).toMatchObject({ ok: false, tag: 'Conflict' });
    expect(real.sent.data[0]).toEqual(real.declined);
  });
});
