import type { Effect } from 'effect';

export const NOTIFICATION_TYPES = [
  'COMMENT',
  'REPLY',
  'MENTION',
  'ARTICLE_LIKE',
  'COMMENT_LIKE',
  'FOLLOW',
  'CONSULTATION',
  'NEW_ARTICLE',
  'LEVEL_UP',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NewNotification = {
  readonly recipientId: number;
  readonly type: NotificationType;
  readonly actorId: number | null;
  readonly articleId: number | null;
  readonly commentId: number | null;
  readonly message: string;
  readonly link: string;
  readonly now: Date;
};

export type NotificationRecord = {
  readonly id: number;
  readonly recipientId: number;
  readonly type: string;
  readonly message: string;
  readonly link: string;
  readonly read: boolean;
  readonly createdAt: string;
  readonly actor: {
    readonly id: number;
    readonly nickname: string;
    readonly profileImageUrl: string | null;
  } | null;
};

/** Storage of notifications plus the few user facts their messages need. */
export interface NotificationsRepository {
  insert(n: NewNotification): Effect.Effect<NotificationRecord>;
  page(recipientId: number, size: number, offset: number): Effect.Effect<readonly NotificationRecord[]>;
  count(recipientId: number): Effect.Effect<number>;
  /** Ids greater than `afterId`, oldest first (the replay after Last-Event-ID). */
  after(recipientId: number, afterId: number, limit: number): Effect.Effect<readonly NotificationRecord[]>;
  markRead(recipientId: number, id: number): Effect.Effect<boolean>;
  markAllRead(recipientId: number): Effect.Effect<void>;
  nickname(userId: number): Effect.Effect<string | null>;
  receivedLikes(userId: number): Effect.Effect<{ postLikes: number; commentLikes: number } | null>;
  followerIds(userId: number): Effect.Effect<readonly number[]>;
}

/**
 * Delivers stored notifications to connected streams: in-process by default, Redis pub/sub when several
 * server processes share the load.
 */
export interface NotificationBus {
  publish(record: NotificationRecord): Effect.Effect<void>;
  /** Returns the unsubscribe function. */
  subscribe(recipientId: number, listener: (record: NotificationRecord) => void): () => void;
  close(): Promise<void>;
}

/** What a use case that triggers notifications receives through its deps. */
export type NotificationEvent =
  | {
      type: 'COMMENT';
      actorId: number;
      recipientId: number;
      articleId: number;
      commentId: number;
      title: string;
    }
  | { type: 'REPLY' | 'MENTION'; actorId: number; recipientId: number; articleId: number; commentId: number }
  | { type: 'ARTICLE_LIKE'; actorId: number; recipientId: number; articleId: number; title: string }
  | { type: 'COMMENT_LIKE'; actorId: number; recipientId: number; articleId: number; commentId: number }
  | { type: 'FOLLOW' | 'CONSULTATION'; actorId: number; recipientId: number }
  | { type: 'NEW_ARTICLE'; actorId: number; articleId: number; title: string };

export interface Notifier {
  /** Never fails the triggering request: a notification is a side effect. */
  notify(event: NotificationEvent): Effect.Effect<void>;
}
