import { htmlToText, summaryOf } from '../../src/domain/content/text';
import { demoMoment, minutesAfter } from './time';
import type { DemoData, DemoItem, DemoUser } from './types';

/**
 * The demo as rows with ids, in the order the server seed inserts them into empty tables (so a fresh
 * database gives every row exactly these ids) and the browser's fake backend numbers them: users in
 * file order; items of every kind in DEMO_CONTENTS order; every top-level comment first, then every
 * reply (comment by comment). Times are resolved against `now`.
 */
export interface DemoUserRow {
  readonly id: number;
  readonly user: DemoUser;
}

export interface DemoContentRow {
  readonly id: number;
  readonly item: DemoItem;
  readonly authorId: number;
  /** Publication, or for a draft its last save. */
  readonly at: Date;
}

export interface DemoCommentRow {
  readonly id: number;
  readonly contentId: number;
  readonly parentId: number | null;
  readonly authorId: number;
  readonly content: string;
  readonly mentionedUserId: number | null;
  readonly at: Date;
  /** Ids of the users who liked the comment. */
  readonly likedBy: readonly number[];
}

export interface DemoRows {
  readonly users: readonly DemoUserRow[];
  readonly contents: readonly DemoContentRow[];
  /** Top-level comments first, then replies; ids ascend in this order. */
  readonly comments: readonly DemoCommentRow[];
  readonly contentLikes: readonly { readonly userId: number; readonly contentId: number }[];
  readonly follows: readonly { readonly followerId: number; readonly followeeId: number }[];
}

/** How long before the seed every demo account was created. */
const ACCOUNT_AGE_DAYS = 120;

/**
 * The users row columns of a demo account, created 120 days before `now`, for the server seed
 * (server/adapters/db/seed/insert-demo-rows.ts) and the memory seed (server/adapters/memory/memory-seed.ts).
 */
export const demoUserColumns = (user: DemoUser, now: Date) => ({
  email: user.email,
  nickname: user.nickname,
  role: user.role,
  job: user.job,
  introduction: user.introduction,
  homepageUrl: user.homepageUrl ?? null,
  instagramUrl: user.instagramUrl ?? null,
  youtubeUrl: user.youtubeUrl ?? null,
  blogUrl: user.blogUrl ?? null,
  createdAt: new Date(now.getTime() - ACCOUNT_AGE_DAYS * 86_400_000),
});

/**
 * The contents row columns of a demo item as a write stores them (the plain text and summary derived
 * from the body; a draft unpublished and unread), apart from its author's id, which each seed maps.
 */
export const demoContentColumns = ({ item, at }: DemoContentRow) => {
  const text = htmlToText(item.html);
  return {
    kind: item.kind,
    title: item.title,
    content: item.html,
    contentText: text,
    contentSummary: summaryOf(text),
    tags: [...item.tags],
    isDraft: item.draft === true,
    publishedAt: item.draft ? null : at,
    views: item.draft ? 0 : item.views,
    createdAt: at,
    modifiedAt: at,
  };
};

const need = <T>(map: ReadonlyMap<string, T>, key: string, what: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo content: unknown ${what} key "${key}"`);
  return value;
};

export const demoRows = (data: DemoData, now: Date): DemoRows => {
  const users = data.users.map((user, i) => ({ id: i + 1, user }));
  const userId = new Map(users.map((u) => [u.user.key, u.id]));
  const uid = (key: string, what: string) => need(userId, key, what);

  const contents = data.contents.map((item, i) => ({
    id: i + 1,
    item,
    authorId: uid(item.authorKey, 'author'),
    at: demoMoment(now, item.daysAgo, item.hour),
  }));
  const contentByKey = new Map(contents.map((c) => [c.item.key, c]));

  const tops: DemoCommentRow[] = data.comments.map((c, i) => {
    const content = need(contentByKey, c.contentKey, 'content');
    return {
      id: i + 1,
      contentId: content.id,
      parentId: null,
      authorId: uid(c.authorKey, 'comment author'),
      content: c.content,
      mentionedUserId: null,
      at: minutesAfter(content.at, c.minutesAfter, now),
      likedBy: (c.likedBy ?? []).map((k) => uid(k, 'liker')),
    };
  });
  const replies: DemoCommentRow[] = [];
  data.comments.forEach((c, i) => {
    const parent = tops[i] as DemoCommentRow;
    for (const r of c.replies ?? []) {
      replies.push({
        id: tops.length + replies.length + 1,
        contentId: parent.contentId,
        parentId: parent.id,
        authorId: uid(r.authorKey, 'reply author'),
        content: r.content,
        mentionedUserId: r.mentionAuthorOfParent ? parent.authorId : null,
        at: minutesAfter(parent.at, r.minutesAfter, now),
        likedBy: (r.likedBy ?? []).map((k) => uid(k, 'liker')),
      });
    }
  });

  return {
    users,
    contents,
    comments: [...tops, ...replies],
    contentLikes: data.contentLikes.flatMap((l) =>
      l.userKeys.map((k) => ({
        userId: uid(k, 'liker'),
        contentId: need(contentByKey, l.contentKey, 'content').id,
      })),
    ),
    follows: data.follows.map((f) => ({
      followerId: uid(f.followerKey, 'follower'),
      followeeId: uid(f.followeeKey, 'followee'),
    })),
  };
};
