import type { Effect } from 'effect';
import type { ExportStoredState } from '../../src/domain/exports';

/** One request for a member's archive (내 정보 다운로드, issue 23). */
export type ExportRecord = {
  readonly id: number;
  readonly userId: number;
  readonly state: ExportStoredState;
  readonly requestedAt: Date;
  /** When a job claimed it (BUILDING); a stale claim is claimed again. */
  readonly claimedAt: Date | null;
  readonly readyAt: Date | null;
  readonly expiresAt: Date | null;
  /** The stored archive's name in the export files (never a path a member chooses). */
  readonly fileName: string | null;
  readonly sizeBytes: number | null;
};

/** The requests and their states; one statement per method. */
export interface ExportStore {
  /** A new PENDING request. */
  insert(userId: number, now: Date): Effect.Effect<ExportRecord>;
  /** The member's latest request, or null. */
  latest(userId: number): Effect.Effect<ExportRecord | null>;
  /** One request by id, or null. */
  byId(id: number): Effect.Effect<ExportRecord | null>;
  /**
   * Claims the oldest PENDING request (or a BUILDING one claimed at or before `staleBefore`) for a
   * build: one statement, so two processes never claim the same request.
   */
  claimNext(now: Date, staleBefore: Date): Effect.Effect<ExportRecord | null>;
  /** A built archive: READY with its file, size and expiry (only a BUILDING request moves). */
  markReady(
    id: number,
    done: {
      readonly fileName: string;
      readonly sizeBytes: number;
      readonly readyAt: Date;
      readonly expiresAt: Date;
    },
  ): Effect.Effect<boolean>;
  markFailed(id: number): Effect.Effect<void>;
  /** READY requests whose expiry is at or before `now`, oldest first, at most `limit`. */
  expiredReady(now: Date, limit: number): Effect.Effect<readonly ExportRecord[]>;
  /** Marks a READY request EXPIRED once its file is gone (its file name is cleared). */
  markExpired(id: number): Effect.Effect<void>;
}

/** One file of an archive as it is written: a path inside the ZIP and its bytes, made when needed. */
export type ArchiveEntry = {
  readonly path: string;
  readonly bytes: () => Promise<Uint8Array | null>;
};

/**
 * Where archives live: beside the uploaded images in the storage adapters (a local directory by default),
 * never in the database and never under the public image route. `write` zips the entries as they come
 * (streamed to the file, one entry in memory at a time) and returns the stored name and size.
 */
export interface ExportFiles {
  write(
    entries: AsyncIterable<ArchiveEntry>,
  ): Effect.Effect<{ readonly name: string; readonly sizeBytes: number }>;
  /** The archive's bytes as a stream, or null when it is gone. */
  open(name: string): Effect.Effect<ReadableStream<Uint8Array> | null>;
  remove(name: string): Effect.Effect<void>;
}

/** A member's own content of any kind, published or draft. */
export type ExportContent = {
  readonly id: number;
  readonly kind: string;
  readonly title: string;
  readonly html: string;
  readonly thumbnailUrl: string | null;
  readonly tags: readonly string[];
  readonly draft: boolean;
  readonly publishedAt: Date | null;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
  readonly views: number;
  readonly likeCount: number;
  readonly commentCount: number;
};

export type ExportComment = {
  readonly id: number;
  readonly itemKind: string;
  readonly itemId: number;
  readonly itemTitle: string;
  readonly parentId: number | null;
  readonly text: string;
  readonly status: string;
  readonly blinded: boolean;
  /** The mentioned member's nickname (null: none, or a member who left). */
  readonly mentioned: string | null;
  readonly likeCount: number;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
};

/** Another member as the archive names them: a nickname only, null for an anonymous author or one who left. */
export type Counterpart = string | null;

export type ExportLike =
  | {
      readonly on: 'content';
      readonly itemKind: string;
      readonly itemId: number;
      readonly title: string;
      /** The author's nickname; null on an anonymous kind (Q&A) unless it is the member's own. */
      readonly author: Counterpart;
      readonly likedAt: Date;
    }
  | {
      readonly on: 'comment';
      readonly commentId: number;
      readonly itemKind: string;
      readonly itemId: number;
      readonly text: string;
      readonly author: Counterpart;
      readonly likedAt: Date;
    };

export type ExportFollow = { readonly nickname: Counterpart; readonly since: Date };

export type ExportConsultation = {
  readonly id: number;
  /** The other member: the recipient of a sent request, the sender of a received one. */
  readonly counterpart: Counterpart;
  readonly type: string;
  readonly message: string;
  readonly status: string;
  readonly answer: string | null;
  readonly createdAt: Date;
  readonly answeredAt: Date | null;
};

export type ExportNotification = {
  readonly id: number;
  readonly type: string;
  readonly message: string;
  readonly link: string;
  readonly read: boolean;
  readonly createdAt: Date;
};

export type ExportReport = {
  readonly id: number;
  readonly targetKind: string;
  /** The reported item's or comment's id; null for a reported member (named by `targetNickname`). */
  readonly targetId: number | null;
  readonly targetNickname: Counterpart;
  readonly reason: string;
  readonly detail: string | null;
  readonly excerpt: string;
  readonly status: string;
  readonly createdAt: Date;
};

export type ExportProfile = {
  readonly email: string | null;
  readonly nickname: string;
  readonly role: string;
  readonly provider: string;
  readonly job: string | null;
  readonly introduction: string | null;
  readonly profileImageUrl: string | null;
  readonly phoneNumber: string | null;
  readonly links: {
    readonly homepage: string | null;
    readonly instagram: string | null;
    readonly youtube: string | null;
    readonly blog: string | null;
  };
  readonly visibility: Readonly<Record<string, boolean>>;
  readonly receivedPostLikes: number;
  readonly receivedCommentLikes: number;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly createdAt: Date;
  readonly termsAcceptedAt: Date | null;
};

/**
 * What a member wrote and did, read for their archive: each section names other members by nickname
 * only, and an anonymous kind's author (Q&A) never, unless it is the member. One read per section, so a
 * large account's archive is built section by section.
 */
export interface MemberData {
  profile(userId: number): Effect.Effect<ExportProfile | null>;
  contents(userId: number): Effect.Effect<readonly ExportContent[]>;
  comments(userId: number): Effect.Effect<readonly ExportComment[]>;
  likes(userId: number): Effect.Effect<readonly ExportLike[]>;
  follows(userId: number): Effect.Effect<{
    readonly following: readonly ExportFollow[];
    readonly followers: readonly ExportFollow[];
  }>;
  consultations(userId: number): Effect.Effect<{
    readonly sent: readonly ExportConsultation[];
    readonly received: readonly ExportConsultation[];
  }>;
  notifications(userId: number): Effect.Effect<readonly ExportNotification[]>;
  reports(userId: number): Effect.Effect<readonly ExportReport[]>;
}
