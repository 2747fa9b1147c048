import type { Effect } from 'effect';

export type NewsRecord = {
  readonly id: number;
  readonly title: string;
  readonly contentUrl: string;
  readonly imageUrl: string | null;
  readonly source: string;
  readonly publishedAt: Date;
};

export type NewNewsItem = {
  readonly title: string;
  readonly titleKey: string;
  readonly contentUrl: string;
  readonly linkKey: string;
  readonly imageUrl: string | null;
  readonly source: string;
  readonly publishedAt: Date;
};

/** Where the next slice starts: after this item of the newest-first order. */
export type NewsCursor = { readonly publishedAt: Date; readonly id: number };

export interface NewsRepository {
  /** Newest first: `limit` items after `cursor`, or from `offset` without one. */
  slice(cursor: NewsCursor | null, offset: number, limit: number): Effect.Effect<readonly NewsRecord[]>;
  /** The link and title keys among these that are stored already. */
  knownKeys(
    linkKeys: readonly string[],
    titleKeys: readonly string[],
  ): Effect.Effect<{ readonly links: ReadonlySet<string>; readonly titles: ReadonlySet<string> }>;
  /** Inserts, skipping any whose link or title key is stored (a concurrent run); returns how many went in. */
  insert(items: readonly NewNewsItem[]): Effect.Effect<number>;
}

/** One entry of a feed, as the parser read it. */
export type FeedEntry = {
  readonly title: string;
  readonly link: string;
  readonly published: Date | null;
  /** From an enclosure or a media tag, when the feed has one. */
  readonly imageUrl: string | null;
};

export type FeedResult =
  | { readonly ok: true; readonly source: string; readonly entries: readonly FeedEntry[] }
  | { readonly ok: false; readonly reason: string };

/** Fetches and parses one RSS or Atom feed; every failure is a value, never a throw. */
export interface FeedReader {
  read(url: string): Effect.Effect<FeedResult>;
}

/** The `og:image` of an article page, or null. */
export interface PageImages {
  ogImage(pageUrl: string): Effect.Effect<string | null>;
}
