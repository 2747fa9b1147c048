import { Effect } from 'effect';
import { blockScopeOf } from '../../../src/domain/blocks';
import { policyOf } from '../../../src/domain/content/policy';
import { excerptOf } from '../../../src/domain/content/text';
import { levelFromLikes, levelName } from '../../../src/domain/level';
import { allows, categoryOf, preferencesOf } from '../../../src/domain/notification-preferences';
import { repeatKeyOf, repeatWindowStart } from '../../../src/domain/notifications';
import { paths } from '../../../src/domain/paths';
import { ANONYMOUS_AUTHOR_TEXT, CONTENT_NOUN_TEXT } from '../../../src/domain/text/content';
import { NOTIFICATION_TEXT as T } from '../../../src/domain/text/notifications';
import type { NewNotification, NotificationBus, NotificationEvent } from '../../ports/notifications.port';
import type { PushQueue } from '../../ports/push.port';
import type { Stores } from '../../ports/unit-of-work.port';

export type NotifyDeps = {
  readonly bus: NotificationBus;
  readonly clock: () => Date;
  /** Where each notification goes to be pushed after the commit; absent where nothing is pushed. */
  readonly push?: PushQueue;
};

/** What a use case that causes notifications receives through its deps. */
export interface Notifier {
  /**
   * Stores the notifications an event causes with the stores of the write's own transaction (an
   * outbox: the write and its notifications commit together or not at all) and publishes them on the
   * bus after the commit.
   */
  notify(stores: Stores, event: NotificationEvent): Effect.Effect<void>;
}

type Draft = Omit<NewNotification, 'now'>;

type TeamMatchEvent = Extract<
  NotificationEvent,
  { readonly type: 'TEAM_MATCH_REMINDER' | 'TEAM_MATCH_RESULT' | 'TEAM_MATCH_SCHEDULE' }
>;

const isTeamMatchEvent = (e: NotificationEvent): e is TeamMatchEvent =>
  e.type === 'TEAM_MATCH_REMINDER' || e.type === 'TEAM_MATCH_RESULT' || e.type === 'TEAM_MATCH_SCHEDULE';

/** Who, what and where of an event about content. */
const about = (e: Extract<NotificationEvent, { ref: unknown; recipientId: number }>) => ({
  recipientId: e.recipientId,
  type: e.type,
  actorId: e.actorId,
  content: e.ref,
  link: policyOf(e.ref.kind).paths.detail(e.ref.id),
});

/** The messages that quote a comment's start, by event type. */
const COMMENT_MESSAGES = {
  REPLY: T.reply,
  MENTION: T.mention,
  COMMENT_LIKE: T.commentLike,
} as const;

export const createNotifier = (deps: NotifyDeps): Notifier => {
  /**
   * Store, then publish once committed. Never to oneself, and never a repeat (src/domain/notifications.ts):
   * a like or follow toggled off and on again within a day finds the first notification and sends
   * nothing. The write that causes a like or follow notification has locked its target's row (the
   * like or follower counter) before this runs, so concurrent toggles cannot both miss each other.
   */
  const store = (stores: Stores, draft: Draft) =>
    Effect.gen(function* () {
      if (draft.actorId !== null && draft.actorId === draft.recipientId) return;
      // Nothing of a member the recipient blocked reaches them (issue 22), in the scope of what it is
      // about: a named block for named acts, an anonymous one for the anonymous board's.
      const scope = blockScopeOf(draft.content !== null && policyOf(draft.content.kind).anonymous);
      if (draft.actorId !== null && (yield* stores.blocks.blocks(draft.recipientId, draft.actorId, scope)))
        return;
      const now = deps.clock();
      const key = repeatKeyOf({
        ...draft,
        contentKind: draft.content?.kind ?? null,
        contentId: draft.content?.id ?? null,
      });
      if (key && (yield* stores.notifications.sentSince(key, repeatWindowStart(now)))) return;
      // The member's choices (issue 27), read in this transaction: a kind with the bell off stores nothing.
      const prefs = preferencesOf(yield* stores.notificationPreferences.of(draft.recipientId));
      if (allows(prefs, 'bell', draft.type)) {
        const record = yield* stores.notifications.insert({ ...draft, now });
        yield* stores.afterCommit(deps.bus.publish(record));
      }
      yield* pushLater(stores, draft);
    });

  /** The push job (which checks the push choice itself) leaves once the write has committed. */
  const pushLater = (stores: Stores, n: Pick<Draft, 'recipientId' | 'type' | 'message' | 'link'>) => {
    const push = deps.push;
    if (!push) return Effect.void;
    const job = { recipientId: n.recipientId, type: n.type, message: n.message, link: n.link };
    return stores.afterCommit(Effect.sync(() => push.enqueue(job)));
  };

  /** A received like may cross a level threshold: compare the level before and after it. */
  const levelUp = (stores: Stores, recipientId: number, liked: 'post' | 'comment') =>
    Effect.gen(function* () {
      const after = yield* stores.people.receivedLikes(recipientId);
      if (!after) return;
      const before = levelFromLikes(
        after.postLikes - (liked === 'post' ? 1 : 0),
        after.commentLikes - (liked === 'comment' ? 1 : 0),
      );
      const now = levelFromLikes(after.postLikes, after.commentLikes);
      if (now <= before) return;
      yield* store(stores, {
        recipientId,
        type: 'LEVEL_UP',
        actorId: null,
        content: null,
        commentId: null,
        message: T.levelUp(now, levelName(now)),
        link: paths.level(),
      });
    });

  /** A followed team's match has no actor: the notice job wrote its message (issue 27). */
  const teamNotice = (stores: Stores, e: TeamMatchEvent) =>
    store(stores, {
      recipientId: e.recipientId,
      type: e.type,
      actorId: null,
      content: null,
      commentId: null,
      message: e.message,
      link: e.link,
    });

  const notify = (stores: Stores, e: Exclude<NotificationEvent, TeamMatchEvent>) =>
    Effect.gen(function* () {
      // On an anonymous kind the message never names the actor (the actor id stays server-side).
      const anonymous = 'ref' in e && policyOf(e.ref.kind).anonymous;
      const name = anonymous
        ? ANONYMOUS_AUTHOR_TEXT
        : ((yield* stores.people.nickname(e.actorId)) ?? T.someone);
      switch (e.type) {
        case 'COMMENT':
        case 'REPLY':
        case 'MENTION':
        case 'COMMENT_LIKE': {
          // A comment event's message names the item (COMMENT) or quotes the comment it is about.
          const message =
            e.type === 'COMMENT'
              ? T.comment(name, CONTENT_NOUN_TEXT[e.ref.kind], e.title)
              : COMMENT_MESSAGES[e.type](name, excerptOf(e.commentText));
          yield* store(stores, { ...about(e), commentId: e.commentId, message });
          if (e.type === 'COMMENT_LIKE') yield* levelUp(stores, e.recipientId, 'comment');
          return;
        }
        case 'CONTENT_LIKE':
          yield* store(stores, {
            ...about(e),
            commentId: null,
            message: T.contentLike(name, CONTENT_NOUN_TEXT[e.ref.kind], e.title),
          });
          return yield* levelUp(stores, e.recipientId, 'post');
        case 'FOLLOW':
        case 'CONSULTATION':
          return yield* store(stores, {
            recipientId: e.recipientId,
            type: e.type,
            actorId: e.actorId,
            content: null,
            commentId: null,
            message: e.type === 'FOLLOW' ? T.follow(name) : T.consultation(name),
            link: paths.user(e.actorId),
          });
        case 'CONSULTATION_ANSWERED':
        case 'CONSULTATION_DECLINED':
          // The sender reads the answer in their own counsel tab.
          return yield* store(stores, {
            recipientId: e.recipientId,
            type: e.type,
            actorId: e.actorId,
            content: null,
            commentId: null,
            message:
              e.type === 'CONSULTATION_ANSWERED'
                ? T.consultationAnswered(name)
                : T.consultationDeclined(name),
            link: paths.user(e.recipientId, 'counsel'),
          });
        case 'NEW_ARTICLE': {
          const records = yield* stores.notifications.insertForFollowers(
            e.actorId,
            {
              type: 'NEW_ARTICLE',
              actorId: e.actorId,
              content: e.ref,
              commentId: null,
              message: T.newArticle(name, e.title),
              link: policyOf(e.ref.kind).paths.detail(e.ref.id),
              now: deps.clock(),
            },
            categoryOf('NEW_ARTICLE') ?? undefined,
          );
          for (const record of records) {
            yield* stores.afterCommit(deps.bus.publish(record));
            yield* pushLater(stores, { ...record, recipientId: record.recipientId, type: 'NEW_ARTICLE' });
          }
        }
      }
    });

  return {
    notify: (stores, e) =>
      isTeamMatchEvent(e)
        ? teamNotice(stores, e)
        : notify(stores, e as Exclude<NotificationEvent, TeamMatchEvent>),
  };
};
