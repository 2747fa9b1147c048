import { Effect } from 'effect';
import { levelFromLikes, levelName } from '../../../src/domain/level';
import { NOTIFICATION_TEXT as T } from '../../../src/domain/text/notifications';
import type {
  NewNotification,
  NotificationBus,
  NotificationEvent,
  NotificationsRepository,
  Notifier,
} from '../../ports/notifications.port';

export type NotifyDeps = {
  readonly repo: NotificationsRepository;
  readonly bus: NotificationBus;
  readonly clock: () => Date;
};

type Draft = Omit<NewNotification, 'now'>;

/** Store first (the monotonic id becomes the SSE event id), then publish. Never to oneself. */
export const notify = (deps: NotifyDeps, draft: Draft) =>
  Effect.gen(function* () {
    if (draft.actorId !== null && draft.actorId === draft.recipientId) return;
    const record = yield* deps.repo.insert({ ...draft, now: deps.clock() });
    yield* deps.bus.publish(record);
  });

const articleLink = (id: number) => `/article/${id}`;

/** A received like may cross a level threshold: compare the level before and after it. */
const levelUp = (deps: NotifyDeps, recipientId: number, kind: 'post' | 'comment') =>
  Effect.gen(function* () {
    const after = yield* deps.repo.receivedLikes(recipientId);
    if (!after) return;
    const before = levelFromLikes(
      after.postLikes - (kind === 'post' ? 1 : 0),
      after.commentLikes - (kind === 'comment' ? 1 : 0),
    );
    const now = levelFromLikes(after.postLikes, after.commentLikes);
    if (now <= before) return;
    yield* notify(deps, {
      recipientId,
      type: 'LEVEL_UP',
      actorId: null,
      articleId: null,
      commentId: null,
      message: T.levelUp(now, levelName(now)),
      link: '/level',
    });
  });

const handle = (deps: NotifyDeps, e: NotificationEvent) =>
  Effect.gen(function* () {
    const name = (yield* deps.repo.nickname(e.actorId)) ?? T.someone;
    const base = { actorId: e.actorId, articleId: null, commentId: null };
    switch (e.type) {
      case 'COMMENT':
      case 'REPLY':
      case 'MENTION': {
        const message =
          e.type === 'COMMENT'
            ? T.comment(name, e.title)
            : e.type === 'REPLY'
              ? T.reply(name)
              : T.mention(name);
        const link = articleLink(e.articleId);
        return yield* notify(deps, { ...base, ...e, message, link });
      }
      case 'ARTICLE_LIKE':
        yield* notify(deps, {
          ...base,
          ...e,
          message: T.articleLike(name, e.title),
          link: articleLink(e.articleId),
        });
        return yield* levelUp(deps, e.recipientId, 'post');
      case 'COMMENT_LIKE':
        yield* notify(deps, { ...base, ...e, message: T.commentLike(name), link: articleLink(e.articleId) });
        return yield* levelUp(deps, e.recipientId, 'comment');
      case 'FOLLOW':
      case 'CONSULTATION': {
        const message = e.type === 'FOLLOW' ? T.follow(name) : T.consultation(name);
        return yield* notify(deps, { ...base, ...e, message, link: `/users/${e.actorId}` });
      }
      case 'NEW_ARTICLE': {
        const followers = yield* deps.repo.followerIds(e.actorId);
        for (const recipientId of followers) {
          yield* notify(deps, {
            ...base,
            recipientId,
            type: 'NEW_ARTICLE',
            articleId: e.articleId,
            message: T.newArticle(name, e.title),
            link: articleLink(e.articleId),
          });
        }
      }
    }
  });

/** The notifier the triggering use cases receive through their deps. */
export const createNotifier = (deps: NotifyDeps): Notifier => ({
  // A failed notification must not fail the comment, like or follow that caused it.
  notify: (event) => Effect.exit(handle(deps, event)).pipe(Effect.asVoid),
});

/** For use cases whose deps carry no notifier (tools, seeds). */
export const notifyWith = (notifier: Notifier | undefined, event: NotificationEvent) =>
  notifier ? notifier.notify(event) : Effect.void;
