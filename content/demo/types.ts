/**
 * Demo content shared by the server seed and the browser's in-memory fake backend.
 * Times are relative so the demo always looks fresh: an article is published at
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

/** The twelve article tags from the product catalogue (ALL is a filter, never a tag). */
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

export type DemoArticle = {
  key: string;
  /** Key of an EDITOR or ADMIN in DEMO_USERS. */
  authorKey: string;
  title: string;
  /** 1 to 3 tags. */
  tags: DemoTag[];
  /** HTML limited to h2, h3, p, ul, ol, li, a (https href only), blockquote, strong, em, br. */
  html: string;
  daysAgo: number;
  /** Hour of day (0-23, Asia/Seoul) at which the article was published or, for drafts, last saved. */
  hour: number;
  views: number;
  draft?: boolean;
};

export type DemoReply = {
  authorKey: string;
  content: string;
  /** Minutes after the parent comment. */
  minutesAfter: number;
  /** True when the reply mentions the parent's author (never when replying to oneself). */
  mentionAuthorOfParent?: boolean;
  /** Users who liked this reply (never its author). */
  likedBy?: string[];
};

export type DemoComment = {
  articleKey: string;
  authorKey: string;
  /** Plain text. */
  content: string;
  /** Minutes after the article's publication; always lands before today's midnight. */
  minutesAfter: number;
  replies?: DemoReply[];
  /** Users who liked this comment (never its author). */
  likedBy?: string[];
};

export type DemoArticleLikes = { articleKey: string; userKeys: string[] };

export type DemoFollow = { followerKey: string; followeeKey: string };
