import {
  DEMO_ARTICLE_LIKES,
  DEMO_ARTICLES,
  DEMO_COMMENTS,
  DEMO_FOLLOWS,
  DEMO_USERS,
} from '../../../content/demo';
import type { ArticleTag } from '../../contract/articles';
import { seoulDateKey } from '../../domain/relative-time';
import { plainText } from '../../domain/share';

/** The fake backend's article state, built from content/demo with the ids the server seed gives. */
export interface FakeArticle {
  id: number;
  authorId: number;
  title: string;
  content: string;
  tags: ArticleTag[];
  thumbnailUrl: string | null;
  views: number;
  isDraft: boolean;
  createdAt: string;
  modifiedAt: string;
  publishedAt: string | null;
  likedBy: Set<number>;
}

export interface FakeComment {
  id: number;
  articleId: number;
  authorId: number;
  content: string;
  parentCommentId: number | null;
  mentionedUserId: number | null;
  createdAt: string;
  modifiedAt: string;
  deleted: boolean;
  likedBy: Set<number>;
}

export interface FakeArticleState {
  articles: FakeArticle[];
  comments: FakeComment[];
  /** `follower:followee` pairs. */
  follows: Set<string>;
  /** `sender:recipient:YYYY-MM-DD` (Asia/Seoul): one consultation per day to the same user. */
  consultations: Set<string>;
  nextCommentId: number;
}

const SEOUL_OFFSET_HOURS = 9;
const MINUTE_MS = 60_000;

/** (today in Seoul − daysAgo) at hour:00 Seoul time, never in the future (as the server seed does). */
const demoMoment = (now: Date, daysAgo: number, hour: number): number => {
  const [y, m, d] = seoulDateKey(now).split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d - daysAgo, hour - SEOUL_OFFSET_HOURS);
  return Math.min(at, now.getTime() - 5 * MINUTE_MS);
};

const later = (start: number, minutes: number, now: Date): number =>
  Math.min(start + minutes * MINUTE_MS, now.getTime() - MINUTE_MS);

export const followKey = (follower: number, followee: number): string => `${follower}:${followee}`;

export const buildFakeArticleState = (now: Date): FakeArticleState => {
  const userId = new Map(DEMO_USERS.map((u, i) => [u.key, i + 1]));
  const uid = (key: string): number => userId.get(key) ?? 1;
  const likes = new Map(DEMO_ARTICLE_LIKES.map((l) => [l.articleKey, l.userKeys]));
  const articleAt = new Map<string, { id: number; at: number }>();
  const articles = DEMO_ARTICLES.map((a, i): FakeArticle => {
    const at = demoMoment(now, a.daysAgo, a.hour);
    const iso = new Date(at).toISOString();
    articleAt.set(a.key, { id: i + 1, at });
    return {
      id: i + 1,
      authorId: uid(a.authorKey),
      title: a.title,
      content: a.html,
      tags: a.tags,
      thumbnailUrl: null,
      views: a.draft ? 0 : a.views,
      isDraft: a.draft === true,
      createdAt: iso,
      modifiedAt: iso,
      publishedAt: a.draft ? null : iso,
      likedBy: new Set((likes.get(a.key) ?? []).map(uid)),
    };
  });
  const comments: FakeComment[] = [];
  let nextId = 1;
  for (const c of DEMO_COMMENTS) {
    const article = articleAt.get(c.articleKey);
    if (!article) continue;
    const at = later(article.at, c.minutesAfter, now);
    const parent: FakeComment = {
      id: nextId++,
      articleId: article.id,
      authorId: uid(c.authorKey),
      content: c.content,
      parentCommentId: null,
      mentionedUserId: null,
      createdAt: new Date(at).toISOString(),
      modifiedAt: new Date(at).toISOString(),
      deleted: false,
      likedBy: new Set((c.likedBy ?? []).map(uid)),
    };
    comments.push(parent);
    for (const r of c.replies ?? []) {
      const rAt = new Date(later(at, r.minutesAfter, now)).toISOString();
      comments.push({
        id: nextId++,
        articleId: article.id,
        authorId: uid(r.authorKey),
        content: r.content,
        parentCommentId: parent.id,
        mentionedUserId: r.mentionAuthorOfParent ? parent.authorId : null,
        createdAt: rAt,
        modifiedAt: rAt,
        deleted: false,
        likedBy: new Set((r.likedBy ?? []).map(uid)),
      });
    }
  }
  return {
    articles,
    comments,
    follows: new Set(DEMO_FOLLOWS.map((f) => followKey(uid(f.followerKey), uid(f.followeeKey)))),
    consultations: new Set(),
    nextCommentId: nextId,
  };
};

/** The text an article is searched by and summarised from. */
export const articleText = (a: FakeArticle): string => plainText(a.content);
