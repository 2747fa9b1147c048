import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { commentsRepository } from '../../server/adapters/db/comments.repository';
import { profilesRepository } from '../../server/adapters/db/profiles.repository';
import { notificationsRepository } from '../../server/adapters/db/notifications.repository';
import { memoryCommentStore } from '../../server/adapters/memory/memory-comments-store';
import { memoryNotificationStore } from '../../server/adapters/memory/memory-notifications-store';
import { memoryProfileStore } from '../../server/adapters/memory/memory-profiles-store';
import type { ProfileFields } from '../../server/ports/profiles.port';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, socialRows } from './helpers/rows';
import { expectUniqueViolation } from './helpers/store-errors';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);

const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const member = await rows.user({ nickname: 'member' });
  const store = host.pick({ drizzle: profilesRepository, memory: memoryProfileStore });
  const comments = host.pick({ drizzle: commentsRepository, memory: memoryCommentStore });
  const comment = (contentId: number, authorId: number, parentId: number | null = null) =>
    run(comments.insert({ contentId, parentId, authorId, content: 'c', mentionedUserId: null }, at(1)));
  return { rows, member, store, comments, comment };
};

const page = (n: number, size = 2) => ({ page: n, size });
const listed = (answer: { items: readonly { id: number }[]; total: number }) => ({
  ids: answer.items.map((i) => i.id),
  total: answer.total,
});

const fields = (nickname: string): ProfileFields => ({
  nickname,
  job: 'coach',
  introduction: 'hello',
  homepageUrl: 'https://kickoff.example',
  instagramUrl: null,
  youtubeUrl: null,
  blogUrl: 'https://blog.example',
  profileImageUrl: '/images/me.png',
});

describeOnHosts('ProfileStore', (host) => {
  it('opens the profile of an onboarded live member with its visibility settings', async () => {
    const { rows, member, store } = await setUp(host);
    const fresh = await rows.user({ profileCompletedAt: null });
    const gone = await rows.user({ deletedAt: at(0) });
    await run(store.setVisibility(member, 'likedArticleVisibility', false));
    await run(store.setVisibility(member, 'boardCommentVisibility', false));
    await run(store.setVisibility(member, 'boardCommentVisibility', true));
    expect(await run(store.owner(member))).toEqual({
      id: member,
      visibility: {
        boardPostVisibility: true,
        articleCommentVisibility: true,
        boardCommentVisibility: true,
        likedArticleVisibility: false,
        likedBoardPostVisibility: true,
      },
      birthDate: null,
    });
    for (const id of [fresh, gone, 99]) expect(await run(store.owner(id))).toBeNull();
  });

  it('lists the member published items of a kind, newest first, with the count', async () => {
    const { rows, member, store } = await setUp(host);
    const other = await rows.user();
    const a = await rows.content({ authorId: member, publishedAt: at(10) });
    const b = await rows.content({ authorId: member, publishedAt: at(30) });
    const c = await rows.content({ authorId: member, publishedAt: at(10) });
    await rows.content({ authorId: member, isDraft: true });
    await rows.content({ authorId: member, kind: 'post' });
    await rows.content({ authorId: other });
    expect(listed(await run(store.authored(member, 'article', page(1))))).toEqual({ ids: [b, c], total: 3 });
    expect(listed(await run(store.authored(member, 'article', page(2))))).toEqual({ ids: [a], total: 3 });
    expect(listed(await run(store.authored(member, 'article', page(3))))).toEqual({ ids: [], total: 3 });
    const [item] = (await run(store.authored(member, 'article', page(1)))).items;
    expect([item?.author.nickname, item?.isDraft, item?.publishedAt]).toEqual(['member', false, at(30)]);
  });

  it('lists the published items of a kind the member liked, newest like first', async () => {
    const { rows, member, store } = await setUp(host);
    const author = await rows.user();
    const a = await rows.content({ authorId: author });
    const b = await rows.content({ authorId: author });
    const c = await rows.content({ authorId: author });
    const draft = await rows.content({ authorId: author, isDraft: true });
    const post = await rows.content({ authorId: author, kind: 'post' });
    await rows.like(member, b, at(5));
    await rows.like(member, a, at(9));
    await rows.like(member, c, at(5));
    await rows.like(member, draft, at(20));
    await rows.like(member, post, at(20));
    await rows.like(author, a, at(30));
    expect(listed(await run(store.liked(member, 'article', page(1))))).toEqual({ ids: [a, c], total: 3 });
    expect(listed(await run(store.liked(member, 'article', page(2))))).toEqual({ ids: [b], total: 3 });
    expect(listed(await run(store.liked(member, 'post', page(1))))).toEqual({ ids: [post], total: 1 });
    expect(listed(await run(store.liked(author, 'post', page(1))))).toEqual({ ids: [], total: 0 });
  });

  it('lists the member live comments on published items of a kind, with their titles', async () => {
    const { rows, member, store, comments, comment } = await setUp(host);
    const other = await rows.user();
    const article = await rows.content({ authorId: other, title: 'Training' });
    const draft = await rows.content({ authorId: member, isDraft: true });
    const post = await rows.content({ authorId: other, kind: 'post' });
    const top = await comment(article, member);
    const reply = await comment(article, member, top);
    const deleted = await comment(article, member);
    const blinded = await comment(article, member);
    await comment(draft, member);
    const onPost = await comment(post, member);
    await comment(article, other);
    await run(comments.markDeleted(deleted, at(2)));
    await run(comments.markBlinded(blinded, at(2)));
    const first = await run(store.comments(member, 'article', page(1, 1)));
    expect(first).toEqual({
      items: [
        {
          id: reply,
          content: 'c',
          likeCount: 0,
          createdAt: at(1),
          modifiedAt: at(1),
          parentId: top,
          contentKind: 'article',
          contentId: article,
          contentTitle: 'Training',
        },
      ],
      total: 2,
    });
    expect(listed(await run(store.comments(member, 'article', page(2, 1))))).toEqual({
      ids: [top],
      total: 2,
    });
    expect(listed(await run(store.comments(member, 'post', page(1))))).toEqual({ ids: [onPost], total: 1 });
  });

  it('edits the profile, refusing a nickname another account holds in any letter case', async () => {
    const { rows, member, store } = await setUp(host);
    await rows.user({ nickname: 'Kim' });
    await rows.user({ nickname: 'Ärger' });
    await rows.user({ nickname: 'οδος' });
    await rows.user({ nickname: '#deleted:5', deletedAt: at(0) });
    for (const taken of ['kim', 'KIM', 'ärger', '#DELETED:5'])
      await expectUniqueViolation(store.updateProfile(member, fields(taken)), 'nickname');
    // The databases lower one letter at a time: a capital sigma is σ there, never the final ς.
    await run(store.updateProfile(member, fields('ΟΔΟΣ')));
    expect((await rows.userRow(member))?.nickname).toBe('ΟΔΟΣ');
    await run(store.updateProfile(member, fields('Member')));
    await run(store.updateProfile(member, fields('member')));
    // No such account: nothing to update, and nothing refused.
    await run(store.updateProfile(99, fields('kim')));
    const row = await rows.userRow(member);
    expect(row && [row.nickname, row.job, row.introduction, row.homepageUrl, row.blogUrl]).toEqual([
      'member',
      'coach',
      'hello',
      'https://kickoff.example',
      'https://blog.example',
    ]);
    expect(row && [row.instagramUrl, row.youtubeUrl, row.profileImageUrl]).toEqual([
      null,
      null,
      '/images/me.png',
    ]);
  });

  it('erases a deleted account: personal fields, secrets, follows with their counters, notifications, drafts', async () => {
    const { rows, store } = await setUp(host);
    const member = await rows.user({
      nickname: 'leaver',
      phoneNumber: '010-0000-0000',
      job: 'coach',
      introduction: 'hi',
      profileImageUrl: '/images/me.png',
      homepageUrl: 'https://home.example',
      instagramUrl: 'https://instagram.example/me',
      youtubeUrl: 'https://youtube.example/me',
      blogUrl: 'https://blog.example',
      followerCount: 1,
      followingCount: 2,
      tokenVersion: 3,
      receivedPostLikes: 4,
    });
    const fan = await rows.user({ followingCount: 1 });
    const idol = await rows.user({ followerCount: 1 });
    const star = await rows.user({ followerCount: 0 });
    await rows.follow(fan, member);
    await rows.follow(member, idol);
    await rows.follow(member, star);
    await rows.follow(fan, idol);
    await rows.secrets(member, 'leaver');
    await rows.secrets(fan, 'fan');
    const published = await rows.content({ authorId: member });
    const draft = await rows.content({ authorId: member, isDraft: true });
    await rows.like(fan, draft, at(3));
    await rows.like(fan, published, at(3));
    const notifications = host.pick({ drizzle: notificationsRepository, memory: memoryNotificationStore });
    const notify = (recipientId: number, actorId: number, message: string) =>
      run(
        notifications.insert({
          recipientId,
          type: 'FOLLOW',
          actorId,
          content: null,
          commentId: null,
          message,
          link: '/',
          now: at(2),
        }),
      );
    await notify(member, fan, 'x님이 팔로우합니다.');
    await notify(fan, member, 'leaver님이 팔로우합니다.');
    await notify(idol, member, '새 글: leaver');

    expect(await run(store.deleteAccount(member, '#deleted:1', at(50)))).toBe(true);
    expect(await run(store.deleteAccount(member, '#deleted:1', at(51)))).toBe(false);
    expect(await run(store.deleteAccount(99, '#deleted:99', at(51)))).toBe(false);

    const row = await rows.userRow(member);
    expect(row).toMatchObject({
      ...{ email: null, passwordHash: null, nickname: '#deleted:1', phoneNumber: null, job: null },
      ...{ introduction: null, profileImageUrl: null, homepageUrl: null, instagramUrl: null },
      ...{ youtubeUrl: null, blogUrl: null, followerCount: 0, followingCount: 0, tokenVersion: 4 },
      ...{ deletedAt: at(50), receivedPostLikes: 4 },
    });
    const counters = async (id: number) => {
      const r = await rows.userRow(id);
      return [r?.followerCount, r?.followingCount];
    };
    expect([await counters(fan), await counters(idol), await counters(star)]).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(await rows.leftovers(member)).toEqual({
      ...{ identities: 0, handoffs: 0, resetTokens: 0, follows: 0, notifications: 0 },
      ...{ drafts: 0, published: 1, likes: 1 },
    });
    expect(await rows.leftovers(fan)).toMatchObject({
      identities: 1,
      handoffs: 1,
      resetTokens: 1,
      follows: 1,
    });
    const sent = async (id: number) =>
      (await run(notifications.page(id, { page: 1, size: 10 }))).items.map((n) => [n.message, n.actor]);
    expect([...(await sent(fan)), ...(await sent(idol))]).toEqual([
      ['탈퇴한 회원님이 팔로우합니다.', null],
      ['새 글: leaver', null],
    ]);
  });
});
