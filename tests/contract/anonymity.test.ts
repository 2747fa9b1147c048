import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_BOARD_COMMENTS, DEMO_QNAS, DEMO_USERS } from '../../content/demo';
import type { ContentQuery } from '../../src/application/content/content-api.port';
import { ANONYMOUS_AUTHOR_TEXT } from '../../src/domain/text/content';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, demoUserId, run, signInAs, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const KNEE = { kind: 'qna', id: demoId('q-knee-pain') } as const;
const query = (overrides: Partial<ContentQuery> = {}): ContentQuery => ({
  tag: 'ALL',
  sort: 'LATEST',
  keyword: '',
  scope: 'TITLE_CONTENT',
  ...overrides,
});

/** Everything a viewer can read about the Q&A board through the ports, as one JSON text. */
const everythingAbout = async (p: Ports) => {
  const qna = p.boardApis.qna;
  const pages = [];
  for (const page of [1, 2, 3]) pages.push(await run(qna.page({ query: query(), page })));
  const search = await run(qna.page({ query: query({ keyword: '축구' }), page: 1 }));
  const popular = await run(qna.popular());
  const details = [];
  const comments = [];
  for (const item of DEMO_QNAS.filter((q) => !q.draft)) {
    details.push(await run(qna.detail(demoId(item.key))));
    comments.push(await run(p.commentsApi.page({ kind: 'qna', id: demoId(item.key) }, 1)));
  }
  const drafts = await run(p.draftsApis.qna.listDrafts());
  const notifications = await run(p.notificationsApi.page(1, 50));
  return { pages, search, popular, details, comments, drafts, notifications };
};

/** Who wrote on the Q&A board: the question authors and everyone who answered there. */
const qnaPeople = () => {
  const keys = new Set([
    ...DEMO_QNAS.map((q) => q.authorKey),
    ...DEMO_BOARD_COMMENTS.filter((c) => c.contentKey.startsWith('q-')).flatMap((c) => [
      c.authorKey,
      ...(c.replies ?? []).map((r) => r.authorKey),
    ]),
  ]);
  return DEMO_USERS.filter((u) => keys.has(u.key));
};

describe.each(ENGINES)('contract: the anonymous Q&A board on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('never names an author to a member, marks their own items mine, and names them to an ADMIN', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user1');
      const own = await run(p.boardApis.qna.detail(KNEE.id));
      const ownCard = (await run(p.boardApis.qna.page({ query: query(), page: 1 }))).data.find(
        (c) => c.id === KNEE.id,
      );
      const answer = await run(p.commentsApi.create(KNEE, '답변 감사합니다. 병원 다녀왔어요.'));
      const ownComment = (await run(p.commentsApi.page(KNEE, answer.page))).data.find(
        (c) => c.id === answer.id,
      );
      await signInAs(p, 'user3');
      const other = await run(p.boardApis.qna.detail(KNEE.id));
      await signInAs(p, 'admin');
      const admin = await run(p.boardApis.qna.detail(KNEE.id));
      const adminComment = (await run(p.commentsApi.page(KNEE, answer.page))).data.find(
        (c) => c.id === answer.id,
      );
      return timeless({ own, ownCard, ownComment, other, admin, adminComment });
    });
    expect(fake).toEqual(real);
    const anonymous = {
      authorId: null,
      authorName: ANONYMOUS_AUTHOR_TEXT,
      authorProfileImageUrl: null,
      authorJob: null,
      authorLevel: null,
      authorRole: null,
      anonymous: true,
    };
    expect(real.own).toMatchObject({ mine: true, author: anonymous });
    expect(real.ownCard).toMatchObject({ mine: true, author: anonymous });
    expect(real.ownComment).toMatchObject({ mine: true, author: anonymous });
    expect(real.other).toMatchObject({ mine: false, author: anonymous });
    expect(real.admin.author).toMatchObject({ authorId: demoUserId('user1'), anonymous: false });
    expect(real.adminComment?.author).toMatchObject({ authorId: demoUserId('user1'), authorName: '민준맘' });
  });

  it('gives a member no trace of who wrote anything on the board, anywhere', async () => {
    const [fake, real] = await sides.both(async (p) => {
      // Others answer and like a question of user4's: their notifications must not name them either.
      await signInAs(p, 'user7');
      await run(
        p.commentsApi.create({ kind: 'qna', id: demoId('q-pro-youth') }, '테스트 영상은 3분이면 충분해요.'),
      );
      await signInAs(p, 'user2');
      await run(p.reactionsApi.like({ on: 'content', ref: { kind: 'qna', id: demoId('q-weak-foot') } }));
      await signInAs(p, 'user4');
      return everythingAbout(p);
    });
    expect(timeless(fake)).toEqual(timeless(real));
    const text = JSON.stringify(real);
    for (const person of qnaPeople()) {
      expect(text, person.key).not.toContain(person.nickname);
      expect(text, person.key).not.toContain(person.email);
    }
    expect(text).not.toMatch(/"authorId":\d/);
    expect(text).not.toMatch(/"mentionedUserName":"/);
    expect(text).not.toMatch(/"actor":/);
    expect(real.notifications.data.map((n) => n.type)).toEqual(['CONTENT_LIKE', 'COMMENT']);
    expect(real.notifications.data.every((n) => n.message.includes(ANONYMOUS_AUTHOR_TEXT))).toBe(true);
  });
});
