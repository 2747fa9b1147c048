import { type ContentRef, policyOf } from '../../domain/content/policy';
import { levelFromLikes, levelName } from '../../domain/level';
import { isRepeatOf, repeatKeyOf } from '../../domain/notifications';
import { paths } from '../../domain/paths';
import { ANONYMOUS_AUTHOR_TEXT, CONTENT_NOUN_TEXT } from '../../domain/text/content';
import { NOTIFICATION_TEXT as T } from '../../domain/text/notifications';
import { receivedLikes, userById } from './fake-counts';
import type { FakeNotification, FakeStore } from './fake-store';

/** What a write tells the notifier happened (the server's NotificationEvent). */
export type FakeEvent =
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
    }
  | {
      readonly type: 'CONTENT_LIKE';
      readonly actorId: number;
      readonly recipientId: number;
      readonly ref: ContentRef;
      readonly title: string;
    }
  | {
      readonly type: 'FOLLOW' | 'CONSULTATION' | 'CONSULTATION_ANSWERED' | 'CONSULTATION_DECLINED';
      readonly actorId: number;
      readonly recipientId: number;
    }
  | {
      readonly type: 'NEW_ARTICLE';
      readonly actorId: number;
      readonly ref: ContentRef;
      readonly title: string;
    };

type Draft = Omit<FakeNotification, 'id' | 'read' | 'createdAt'>;

/** The message of each notification about a person rather than an item. */
const PERSON_MESSAGES = {
  FOLLOW: T.follow,
  CONSULTATION: T.consultation,
  CONSULTATION_ANSWERED: T.consultationAnswered,
  CONSULTATION_DECLINED: T.consultationDeclined,
} as const;

/**
 * Notifications as the server makes them (server/application/notifications/notify.ts): never to
 * oneself, never a repeat of one sent within a day (src/domain/notifications.ts); on an anonymous kind
 * the message never names the actor; a received like that crosses a level threshold adds a level-up.
 * Stored, then told to the live stream's listeners.
 */
export const createFakeNotifier = (s: FakeStore, now: () => Date) => {
  const store = (draft: Draft) => {
    if (draft.actorId !== null && draft.actorId === draft.recipientId) return;
    const at = now();
    const key = repeatKeyOf(draft);
    if (key && s.notifications.some((earlier) => isRepeatOf(key, earlier, at))) return;
    const record: FakeNotification = { ...draft, id: s.next.notification++, read: false, createdAt: at };
    s.notifications.push(record);
    for (const listener of s.listeners) listener(record);
  };

  const levelUp = (recipientId: number, kind: 'post' | 'comment') => {
    const after = receivedLikes(s, recipientId);
    const before = levelFromLikes(
      after.postLikes - (kind === 'post' ? 1 : 0),
      after.commentLikes - (kind === 'comment' ? 1 : 0),
    );
    const level = levelFromLikes(after.postLikes, after.commentLikes);
    if (level <= before) return;
    store({
      recipientId,
      type: 'LEVEL_UP',
      actorId: null,
      contentKind: null,
      contentId: null,
      commentId: null,
      message: T.levelUp(level, levelName(level)),
      link: paths.level(),
    });
  };

  const notify = (e: FakeEvent) => {
    const anonymous = 'ref' in e && policyOf(e.ref.kind).anonymous;
    const name = anonymous ? ANONYMOUS_AUTHOR_TEXT : (userById(s, e.actorId)?.nickname ?? T.someone);
    if (!('ref' in e)) {
      store({
        recipientId: e.recipientId,
        type: e.type,
        actorId: e.actorId,
        contentKind: null,
        contentId: null,
        commentId: null,
        message: PERSON_MESSAGES[e.type](name),
        // The sender of an answered or declined request reads it in their own counsel tab.
        link: e.type.startsWith('CONSULTATION_')
          ? paths.user(e.recipientId, 'counsel')
          : paths.user(e.actorId),
      });
      return;
    }
    const about = {
      type: e.type,
      actorId: e.actorId,
      contentKind: e.ref.kind,
      contentId: e.ref.id,
      commentId: 'commentId' in e ? e.commentId : null,
      link: policyOf(e.ref.kind).paths.detail(e.ref.id),
    };
    if (e.type === 'NEW_ARTICLE') {
      const followers = [...s.follows].filter(([, followees]) => followees.has(e.actorId)).map(([id]) => id);
      for (const recipientId of followers.sort((x, y) => x - y))
        store({ ...about, recipientId, message: T.newArticle(name, e.title) });
      return;
    }
    const noun = CONTENT_NOUN_TEXT[e.ref.kind];
    const message =
      e.type === 'COMMENT'
        ? T.comment(name, noun, e.title)
        : e.type === 'CONTENT_LIKE'
          ? T.contentLike(name, noun, e.title)
          : e.type === 'REPLY'
            ? T.reply(name)
            : e.type === 'MENTION'
              ? T.mention(name)
              : T.commentLike(name);
    store({ ...about, recipientId: e.recipientId, message });
    if (e.type === 'CONTENT_LIKE') levelUp(e.recipientId, 'post');
    if (e.type === 'COMMENT_LIKE') levelUp(e.recipientId, 'comment');
  };

  return { notify };
};

export type FakeNotifier = ReturnType<typeof createFakeNotifier>;

/** The wire notification: the actor is left out of notifications about anonymous content. */
export const toNotification = (s: FakeStore, n: FakeNotification) => {
  const actor = userById(s, n.actorId);
  const anonymous = n.contentKind !== null && policyOf(n.contentKind).anonymous;
  return {
    id: n.id,
    type: n.type,
    message: n.message,
    link: n.link,
    read: n.read,
    createdAt: n.createdAt.toISOString(),
    ...(actor && !anonymous
      ? { actor: { id: actor.id, nickname: actor.nickname, profileImageUrl: actor.profileImageUrl } }
      : {}),
  };
};
