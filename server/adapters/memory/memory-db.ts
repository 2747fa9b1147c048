import type { ContentKind } from '../../../src/domain/content/policy';
import type { Role } from '../../../src/domain/role';

/**
 * The in-memory database of the demo host and of the port contract tests: one table per Drizzle table
 * (server/adapters/db/schema), rows as plain mutable objects, ids from sequences that start at 1 like
 * PostgreSQL's identity columns. The memory stores (this folder) implement the server's ports on it,
 * with the same answers as the Drizzle stores (tests/ports holds both to one suite). Browser-safe: no
 * Node module is imported here or by any memory store.
 */
export type UserRow = {
  id: number;
  email: string | null;
  passwordHash: string | null;
  nickname: string;
  role: Role;
  tokenVersion: number;
  job: string | null;
  introduction: string | null;
  profileImageUrl: string | null;
  phoneNumber: string | null;
  homepageUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  blogUrl: string | null;
  boardPostVisibility: boolean;
  articleCommentVisibility: boolean;
  boardCommentVisibility: boolean;
  likedArticleVisibility: boolean;
  likedBoardPostVisibility: boolean;
  provider: string;
  receivedPostLikes: number;
  receivedCommentLikes: number;
  followerCount: number;
  followingCount: number;
  createdAt: Date;
  profileCompletedAt: Date | null;
  termsAcceptedAt: Date | null;
  deletedAt: Date | null;
  birthDate: string | null;
  guardianEmail: string | null;
  guardianPendingSince: Date | null;
  guardianConsentedAt: Date | null;
  guardianConsentVersions: Record<string, string> | null;
};

export type ContentRow = {
  id: number;
  kind: ContentKind;
  authorId: number;
  title: string;
  content: string;
  contentText: string;
  contentSummary: string;
  thumbnailUrl: string | null;
  tags: string[];
  isDraft: boolean;
  publishedAt: Date | null;
  views: number;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  modifiedAt: Date;
};

export type CommentRow = {
  id: number;
  contentId: number;
  parentId: number | null;
  authorId: number;
  content: string;
  mentionedUserId: number | null;
  status: 'ACTIVE' | 'DELETED';
  blindedAt: Date | null;
  likeCount: number;
  createdAt: Date;
  modifiedAt: Date;
};

export type NotificationRow = {
  id: number;
  recipientId: number;
  type: string;
  actorId: number | null;
  contentKind: ContentKind | null;
  contentId: number | null;
  commentId: number | null;
  message: string;
  link: string;
  read: boolean;
  createdAt: Date;
};

export type ConsultationRow = {
  id: number;
  senderId: number;
  recipientId: number;
  type: string;
  message: string;
  seoulDate: string;
  createdAt: Date;
  status: 'REQUESTED' | 'ANSWERED' | 'DECLINED';
  answer: string | null;
  answeredAt: Date | null;
};

/** A toggled relation (content like, comment like, follow) with the time it was made. */
export type EdgeRow = { from: number; to: number; createdAt: Date };

export type IdentityRow = {
  provider: string;
  subject: string;
  userId: number;
  email: string | null;
  createdAt: Date;
};

export type HandoffRow = {
  codeHash: string;
  kind: string;
  userId: number;
  provider: string;
  subject: string;
  email: string | null;
  expiresAt: Date;
};

export type ResetTokenRow = { tokenHash: string; userId: number; expiresAt: Date; createdAt: Date };

/** Every table. Competition and news tables are added by their stores' authors as they need them. */
export type MemoryTables = {
  users: Map<number, UserRow>;
  contents: Map<number, ContentRow>;
  comments: Map<number, CommentRow>;
  notifications: Map<number, NotificationRow>;
  consultations: Map<number, ConsultationRow>;
  /** Keyed `${from}:${to}`. */
  contentLikes: Map<string, EdgeRow>;
  commentLikes: Map<string, EdgeRow>;
  follows: Map<string, EdgeRow>;
  identities: Map<string, IdentityRow>;
  handoffs: Map<string, HandoffRow>;
  resetTokens: Map<string, ResetTokenRow>;
  /** Extra tables of other areas (competitions, news, images), by name. */
  extra: Map<string, unknown>;
};

type Sequences = Record<'users' | 'contents' | 'comments' | 'notifications' | 'consultations', number>;

export interface MemoryDb {
  readonly tables: MemoryTables;
  /** The next id of a table's identity column. */
  nextId(table: keyof Sequences): number;
  /**
   * Runs `work` and, when it throws or its caller decides to roll back, puts every table back as it
   * was: `snapshot()` then `restore(snap)`. Sequences are not put back (PostgreSQL's are not either).
   */
  snapshot(): MemorySnapshot;
  restore(snapshot: MemorySnapshot): void;
}

export type MemorySnapshot = { readonly tables: MemoryTables };

const emptyTables = (): MemoryTables => ({
  users: new Map(),
  contents: new Map(),
  comments: new Map(),
  notifications: new Map(),
  consultations: new Map(),
  contentLikes: new Map(),
  commentLikes: new Map(),
  follows: new Map(),
  identities: new Map(),
  handoffs: new Map(),
  resetTokens: new Map(),
  extra: new Map(),
});

/** A deep copy of the tables: rows are plain data (dates, arrays, maps), which structuredClone keeps. */
const copyOf = (tables: MemoryTables): MemoryTables => structuredClone(tables);

export const createMemoryDb = (): MemoryDb => {
  const sequences: Sequences = { users: 0, contents: 0, comments: 0, notifications: 0, consultations: 0 };
  const db = {
    tables: emptyTables(),
    nextId(table: keyof Sequences) {
      sequences[table] += 1;
      return sequences[table];
    },
    snapshot: (): MemorySnapshot => ({ tables: copyOf(db.tables) }),
    restore(snapshot: MemorySnapshot) {
      // The same Map objects stay in place (stores hold `db.tables`), refilled from the copy.
      for (const name of Object.keys(snapshot.tables) as (keyof MemoryTables)[]) {
        const target = db.tables[name] as Map<unknown, unknown>;
        target.clear();
        for (const [key, value] of snapshot.tables[name] as Map<unknown, unknown>) target.set(key, value);
      }
    },
  };
  return db;
};

export const edgeKey = (from: number, to: number): string => `${from}:${to}`;
