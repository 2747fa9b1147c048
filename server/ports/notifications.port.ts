import type { Effect } from 'effect';
import type { ContentKind, ContentRef } from '../../src/domain/content/policy';
import type { NotificationCategory } from '../../src/domain/notification-preferences';
import type { RepeatKey } from '../../src/domain/notifications';
import type { PageRequest } from './content.port';

export const NOTIFICATION_TYPES = [
  'COMMENT',
  'REPLY',
  'MENTION',
  'CONTENT_LIKE',
  'COMMENT_LIKE',
  'FOLLOW',
  'CONSULTATION',
  'CONSULTATION_ANSWERED',
  'CONSULTATION_DECLINED',
  'NEW_ARTICLE',
  'LEVEL_UP',
  /** A moderator's word to the member (issue 22): a warning, a suspension or its lifting. */
  'MODERATION',
  /** A followed team's match (issue 27): kick-off reminder, final result, schedule change. */
  'TEAM_MATCH_REMINDER',
  'TEAM_MATCH_RESULT',
  'TEAM_MATCH_SCHEDULE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NewNotification = {
  readonly recipientId: number;
  readonly type: NotificationType;
  readonly actorId: number | null;
  readonly content: ContentRef | null;
  readonly commentId: number | null;
  readonly message: string;
  readonly link: string;
  readonly now: Date;
};

export type NotificationRecord = {
  readonly id: number;
  readonly recipientId: number;
  readonly type: string;
  readonly contentKind: ContentKind | null;
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

/** Storage of notifications; `insert` runs inside the transaction of the write that caused it. */
export interface NotificationStore {
  insert(n: NewNotification): Effect.Effect<NotificationRecord>;
  /**
   * One notification per follower of `actorId` who does not block them (issue 22), in one statement;
   * none for a follower who turned the bell off for `category` (src/domain/notification-preferences.ts).
   */
  insertForFollowers(
    actorId: number,
    n: Omit<NewNotification, 'recipientId'>,
    category?: NotificationCategory,
  ): Effect.Effect<readonly NotificationRecord[]>;
  /** Newest first, with the count of all the recipient's notifications. */
  page(
    recipientId: number,
    page: PageRequest,
  ): Effect.Effect<{ items: readonly NotificationRecord[]; total: number }>;
  /** Ids greater than `afterId`, oldest first (the replay after Last-Event-ID). */
  after(recipientId: number, afterId: number, limit: number): Effect.Effect<readonly NotificationRecord[]>;
  /**
   * Whether the recipient of `key` has a notification with that key created after `since` (the
   * repeat rule of src/domain/notifications.ts).
   */
  sentSince(key: RepeatKey, since: Date): Effect.Effect<boolean>;
  markRead(recipientId: number, id: number): Effect.Effect<boolean>;
  markAllRead(recipientId: number): Effect.Effect<void>;
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

/** What a write tells the notifier happened; the notifier decides who hears of it and how. */
export type NotificationEvent =
  | {
      readonly type: 'COMMENT';
      readonly actorId: number;
      readonly recipientId: number;
      readonly ref: ContentRef;
      readonly commentId: number;
      readonly title: string;
    }
  | {
      readonly type: 'REPLY' | 'MENTION' | 'COMMENT_LIKE';
      readonly actorId: number;
      readonly recipientId: number;
      readonly ref: ContentRef;
      readonly commentId: number;
      /**
       * The text, as written, of the comment the message names, which quotes its start so it says which
       * one: the comment replied to (REPLY), the reply that mentions (MENTION), the liked one (COMMENT_LIKE).
       */
      readonly commentText: string;
    }
  | {
      readonly type: 'CONTENT_LIKE';
      readonly actorId: number;
      readonly recipientId: number;
      readonly ref: ContentRef;
      readonly title: string;
    }
  | { readonly type: 'FOLLOW' | 'CONSULTATION'; readonly actorId: number; readonly recipientId: number }
  | {
      /** The recipient of a consultation answered or declined it; the notification goes to its sender. */
      readonly type: 'CONSULTATION_ANSWERED' | 'CONSULTATION_DECLINED';
      readonly actorId: number;
      readonly recipientId: number;
    }
  | {
      readonly type: 'NEW_ARTICLE';
      readonly actorId: number;
      readonly ref: ContentRef;
      readonly title: string;
    }
  | {
      /** A followed team's match (issue 27); the notice job wrote the message and chose the recipient. */
      readonly type: 'TEAM_MATCH_REMINDER' | 'TEAM_MATCH_RESULT' | 'TEAM_MATCH_SCHEDULE';
      readonly recipientId: number;
      readonly message: string;
      readonly link: string;
    };
