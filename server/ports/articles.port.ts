import type { Effect } from 'effect';
import type { Role } from '../../src/domain/role';

/** The author facts every article and comment card shows; the level is computed from the likes. */
export type AuthorFacts = {
  readonly id: number;
  readonly nickname: string;
  readonly profileImageUrl: string | null;
  readonly job: string | null;
  readonly role: Role;
  readonly receivedPostLikes: number;
  readonly receivedCommentLikes: number;
};

export type ArticleRecord = {
  readonly id: number;
  readonly authorId: number;
  readonly title: string;
  readonly content: string;
  readonly contentSummary: string;
  readonly thumbnailUrl: string | null;
  readonly tags: readonly string[];
  readonly isDraft: boolean;
  readonly views: number;
  readonly likeCount: number;
  readonly commentCount: number;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
  readonly publishedAt: Date | null;
  readonly author: AuthorFacts;
};

export type ArticleSortKey = 'publishedAt' | 'views';

export type ListQuery = {
  /** null: every tag. */
  readonly tag: string | null;
  readonly sort: ArticleSortKey;
  readonly limit: number;
  readonly offset: number;
  /** Opaque keyset position from a previous page; when present `offset` is ignored. */
  readonly cursor?: string | undefined;
};

export type ListResult = { readonly items: readonly ArticleRecord[]; readonly nextCursor: string | null };

export type SearchQuery = {
  readonly keyword: string;
  /**
   * True when the keyword matches few rows (fewer than the count cap): read the matches through the
   * n-gram index and sort them, instead of walking the date index and filtering until a page is full.
   */
  readonly selective: boolean;
  readonly sort: ArticleSortKey;
  readonly limit: number;
  readonly offset: number;
};

/** Reading published articles and drafts. Database failures are defects, never typed errors. */
export interface ArticleReader {
  /** Published articles of a tag; 'invalid-cursor' when the cursor is not one this reader issued. */
  list(query: ListQuery): Effect.Effect<ListResult | 'invalid-cursor'>;
  /** Published articles carrying the tag (every tag when null), from the counter table: O(1). */
  publishedCount(tag: string | null): Effect.Effect<number>;
  search(query: SearchQuery): Effect.Effect<readonly ArticleRecord[]>;
  /** Matches of the keyword, counted up to `cap` (so a common word costs no full scan). */
  searchCount(keyword: string, cap: number): Effect.Effect<number>;
  /** The newest `pool` published articles, the ones since `since` first, ranked by `score` order. */
  popular(since: Date, pool: number, limit: number): Effect.Effect<readonly ArticleRecord[]>;
  related(authorId: number, excludeId: number, limit: number): Effect.Effect<readonly ArticleRecord[]>;
  drafts(authorId: number): Effect.Effect<readonly ArticleRecord[]>;
  findById(id: number): Effect.Effect<ArticleRecord | null>;
  isLiked(userId: number, articleId: number): Effect.Effect<boolean>;
  /**
   * Counts a view unless this viewer was counted in the 24 hours before `now`; returns the views after.
   * The window check and the increment are one statement, so parallel requests count once.
   */
  countView(articleId: number, viewerKey: string, now: Date): Effect.Effect<number>;
}

/** Title, sanitized HTML and the derived text of an article as stored. */
export type ArticleContent = {
  readonly title: string;
  readonly content: string;
  readonly contentText: string;
  readonly contentSummary: string;
  readonly tags: readonly string[];
  readonly thumbnailUrl: string | null;
};

/** Each call is one transaction; the search n-grams are derived from title and text on every write. */
export interface ArticleWriter {
  insert(authorId: number, content: ArticleContent, draft: boolean, now: Date): Effect.Effect<number>;
  update(id: number, content: ArticleContent, now: Date): Effect.Effect<void>;
  /**
   * Publishes a draft, with its last content when given (one statement); false when it was not a draft
   * any more (a concurrent publish won).
   */
  publish(id: number, now: Date, content: ArticleContent | null): Effect.Effect<boolean>;
  remove(id: number): Effect.Effect<void>;
  /** Adds or removes the like and moves the article's and its author's counters in the same transaction. */
  toggleLike(userId: number, articleId: number): Effect.Effect<{ liked: boolean; likeCount: number }>;
}

/** Cleans editor HTML on every write (an allow-list) and derives its plain text. */
export interface ContentSanitizer {
  clean(html: string): { readonly html: string; readonly text: string };
  /** Whether a URL points at our own image host (thumbnails and inline images). */
  isOwnImageUrl(url: string): boolean;
}
