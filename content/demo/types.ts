/**
 * Demo content shared by the server seed and the browser's in-memory fake backend.
 * Times are relative so the demo always looks fresh: an item is published at
 * (today in Asia/Seoul − daysAgo days) at `hour`:00, and comments follow that moment.
 */
export type DemoRole = 'USER' | 'EDITOR' | 'ADMIN';

export type DemoUser = {
  /** Stable reference used by the other demo files; never shown. */
  key: string;
  email: string;
  nickname: string;
  role: DemoRole;
  job: string | null;
  introduction: string | null;
  homepageUrl?: string;
  instagramUrl?: string;
  youtubeUrl?: string;
  blogUrl?: string;
};

/** The twelve tags from the product catalogue (ALL is a filter, never a tag). */
export type DemoTag =
  | 'TECHNIQUE'
  | 'TACTICS'
  | 'PHYSICAL'
  | 'INJURY_RECOVERY'
  | 'NUTRITION'
  | 'MENTAL'
  | 'ADMISSION'
  | 'CAREER_PATH'
  | 'PRO_ENTRANCE'
  | 'OVERSEAS_ADVANCEMENT'
  | 'CHILD_EDUCATION'
  | 'ETC';

/** The kinds of content (src/domain/content/policy.ts): articles, free-board posts, Q&A posts. */
export type DemoKind = 'article' | 'post' | 'qna';

/**
 * One item of any kind as its part file writes it; the kind's list (articles.ts, posts.ts, qna.ts)
 * adds the kind, so a part file never repeats it.
 */
export type DemoItemFields = {
  /** Unique over every kind: comments and likes refer to items by it. */
  key: string;
  /** Articles: an EDITOR or ADMIN in DEMO_USERS; the boards: anyone. */
  authorKey: string;
  title: string;
  /** Articles 1 to 3 tags; free-board posts none; Q&A posts exactly one (its category). */
  tags: DemoTag[];
  /**
   * Articles: h2, h3, p, ul, ol, li, a (https href only), blockquote, strong, em, br.
   * Board posts: p, ul, ol, li, strong, br.
   */
  html: string;
  daysAgo: number;
  /** Hour of day (0-23, Asia/Seoul) at which the item was published or, for drafts, last saved. */
  hour: number;
  views: number;
  draft?: boolean;
};

/** One item of content, whatever its kind. */
export type DemoItem = DemoItemFields & { kind: DemoKind };

/** Articles as their part files write them (articles.ts adds the kind). */
export type DemoArticle = DemoItemFields;

export type DemoReply = {
  authorKey: string;
  content: string;
  /** Minutes after the parent comment. */
  minutesAfter: number;
  /**
   * True when the reply mentions the parent's author (never when replying to oneself, never on the
   * anonymous Q&A board).
   */
  mentionAuthorOfParent?: boolean;
  /** Users who liked this reply (never its author). */
  likedBy?: string[];
};

export type DemoComment = {
  /** Key of the item (any kind) the comment is on. */
  contentKey: string;
  authorKey: string;
  /** Plain text. */
  content: string;
  /** Minutes after the item's publication; always lands before today's midnight. */
  minutesAfter: number;
  replies?: DemoReply[];
  /** Users who liked this comment (never its author). */
  likedBy?: string[];
};

export type DemoContentLikes = { contentKey: string; userKeys: string[] };

export type DemoFollow = { followerKey: string; followeeKey: string };

/** Everything the seed and the fake backend load, in the order they give ids. */
export type DemoData = {
  users: readonly DemoUser[];
  /** Items of every kind: articles first, then free-board posts, then Q&A posts. */
  contents: readonly DemoItem[];
  /** Top-level comments of every kind (with their replies). */
  comments: readonly DemoComment[];
  contentLikes: readonly DemoContentLikes[];
  follows: readonly DemoFollow[];
};
