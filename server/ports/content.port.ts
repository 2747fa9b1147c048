import type { Effect } from 'effect';
import type { SearchScope } from '../../src/domain/catalog';
import type { AuthorFacts as DomainAuthorFacts } from '../../src/domain/content/author-view';
import type { ContentKind, SortKey } from '../../src/domain/content/policy';

/**
 * The author facts every card shows (the domain's, src/domain/content/author-view.ts); the level is
 * computed from the likes. The store always says whether the account was deleted.
 */
export type AuthorFacts = DomainAuthorFacts & { readonly deleted: boolean };

/** One item of any kind (src/domain/content/policy.ts) as stored. */
export type ContentRecord = {
  readonly id: number;
  readonly kind: ContentKind;
  readonly authorId: number;
  readonly title: string;
  readonly content: string;
  readonly contentText: string;
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

/** A page asked for by number (1-based) and size; the store decides how to read it. */
export type PageRequest = { readonly page: number; readonly size: number };

export type ListRequest = PageRequest & {
  readonly kind: ContentKind;
  /** null: every tag. */
  readonly tag: string | null;
  readonly sort: SortKey;
  /** Opaque keyset position from a previous page; when present the page number only labels the answer. */
  readonly cursor?: string | undefined;
};

export type SearchRequest = PageRequest & {
  readonly kind: ContentKind;
  /** Normalised (NFC, trimmed, single spaces), not empty. */
  readonly keyword: string;
  readonly scope: SearchScope;
  readonly sort: SortKey;
};

export type ContentPage = {
  readonly items: readonly ContentRecord[];
  /** Every matching item (a search counts up to CONTENT_LIMITS.searchCountCap). */
  readonly total: number;
  /** Where the next page starts by keyset, for lists that continue by cursor. */
  readonly nextCursor: string | null;
};

/** Title, sanitized HTML and the derived text of an item as stored. */
export type ContentFields = {
  readonly title: string;
  readonly content: string;
  readonly contentText: string;
  readonly contentSummary: string;
  readonly tags: readonly string[];
  readonly thumbnailUrl: string | null;
};

/**
 * Reading and writing content of every kind. Each method is one statement; a use case that needs
 * several in one transaction runs them through the unit of work. Database failures are defects.
 */
export interface ContentStore {
  /** The item when it exists and is of the kind. */
  find(kind: ContentKind, id: number): Effect.Effect<ContentRecord | null>;
  /** `find`, and whether the user liked it (false for null): a detail's one read. */
  findSeenBy(
    kind: ContentKind,
    id: number,
    userId: number | null,
  ): Effect.Effect<{ readonly item: ContentRecord; readonly liked: boolean } | null>;
  /** A published list page; 'invalid-cursor' when the cursor is not one this store issued. */
  list(request: ListRequest): Effect.Effect<ContentPage | 'invalid-cursor'>;
  search(request: SearchRequest): Effect.Effect<ContentPage>;
  /** Published items since `since` (newest `pool` of them when given), by popularity score. */
  popular(
    kind: ContentKind,
    since: Date,
    limit: number,
    pool?: number,
  ): Effect.Effect<readonly ContentRecord[]>;
  /** Other published items of the author, newest first. */
  byAuthor(
    kind: ContentKind,
    authorId: number,
    excludeId: number,
    limit: number,
  ): Effect.Effect<readonly ContentRecord[]>;
  drafts(kind: ContentKind, authorId: number): Effect.Effect<readonly ContentRecord[]>;
  insert(
    kind: ContentKind,
    authorId: number,
    fields: ContentFields,
    draft: boolean,
    now: Date,
  ): Effect.Effect<number>;
  update(id: number, fields: ContentFields, now: Date): Effect.Effect<void>;
  /** Publishes a draft, with its last fields when given; false when it was not a draft any more. */
  publish(id: number, now: Date, fields: ContentFields | null): Effect.Effect<boolean>;
  /** Deletes the item; likes it and its comments received stop counting towards their authors' levels. */
  remove(id: number): Effect.Effect<void>;
  /** Moves the like counter; answers the count after. */
  moveLikes(id: number, by: number): Effect.Effect<number>;
  moveComments(id: number, by: number): Effect.Effect<void>;
}

/** Cleans editor HTML on every write (an allow-list) and derives its plain text. */
export interface ContentSanitizer {
  clean(html: string): { readonly html: string; readonly text: string };
  /**
   * Cleaned HTML with each of our pictures given its stored width and height, so a reader's browser
   * keeps its room before it loads (nothing under it moves).
   */
  sized(html: string): Effect.Effect<string>;
  /** Whether a URL points at our own image host (thumbnails and inline images). */
  isOwnImageUrl(url: string): boolean;
}
