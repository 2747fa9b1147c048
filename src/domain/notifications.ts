/**
 * When a notification would repeat one the recipient already has. Toggling a like or a follow must
 * not flood its target: a like (of an item or a comment) and a follow notify once per actor, target
 * and kind within NOTIFICATION_REPEAT_WINDOW_MS, and a level-up once per level in that window (a like
 * toggled across a threshold would otherwise announce the level again and again). An unlike deletes
 * nothing, so a read notification stays read. Comments, replies, mentions, consultations (one a day
 * already) and new articles are each news and always notify.
 *
 * The server's notifier (server/application/notifications/notify.ts, with the query in
 * server/adapters/db/notifications.repository.ts) and the demo's (src/adapters/fake/fake-notifier.ts)
 * both apply this rule.
 */

/** "A day": the window runs from the notification that was sent, not from the latest like. */
export const NOTIFICATION_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The kinds of notification that repeat rather than bring news. */
export const REPEATING_NOTIFICATION_TYPES = ['CONTENT_LIKE', 'COMMENT_LIKE', 'FOLLOW', 'LEVEL_UP'] as const;

/** What identifies a notification for this rule (stored notifications carry all of it). */
export interface NotificationIdentity {
  readonly recipientId: number;
  readonly type: string;
  readonly actorId: number | null;
  readonly contentKind: string | null;
  readonly contentId: number | null;
  readonly commentId: number | null;
  readonly message: string;
}

/**
 * Two notifications are the same news when all of these match: the recipient, the kind, the actor
 * and the target (the item, the comment, or for a follow the recipient themself). A level-up has no
 * actor or target: its level is what it is about, and only its message names it, so the message is
 * part of its key.
 */
export type RepeatKey = Omit<NotificationIdentity, 'message'> & { readonly message: string | null };

/** The key a new notification repeats on, or null when it always notifies. */
export const repeatKeyOf = (n: NotificationIdentity): RepeatKey | null =>
  (REPEATING_NOTIFICATION_TYPES as readonly string[]).includes(n.type)
    ? {
        recipientId: n.recipientId,
        type: n.type,
        actorId: n.actorId,
        contentKind: n.contentKind,
        contentId: n.contentId,
        commentId: n.commentId,
        message: n.type === 'LEVEL_UP' ? n.message : null,
      }
    : null;

/** The oldest moment an earlier notification can be from and still make a new one a repeat. */
export const repeatWindowStart = (now: Date): Date => new Date(now.getTime() - NOTIFICATION_REPEAT_WINDOW_MS);

/** Whether `earlier`, a stored notification, makes a new one with `key` a repeat at `now`. */
export const isRepeatOf = (
  key: RepeatKey,
  earlier: NotificationIdentity & { readonly createdAt: Date },
  now: Date,
): boolean =>
  earlier.createdAt.getTime() > repeatWindowStart(now).getTime() &&
  earlier.recipientId === key.recipientId &&
  earlier.type === key.type &&
  earlier.actorId === key.actorId &&
  earlier.contentKind === key.contentKind &&
  earlier.contentId === key.contentId &&
  earlier.commentId === key.commentId &&
  (key.message === null || earlier.message === key.message);
