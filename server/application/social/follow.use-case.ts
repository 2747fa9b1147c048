import { Effect } from 'effect';
import { canFollow } from '../../../src/domain/content/permissions';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import type { Viewer } from '../../../src/domain/viewer';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { BadRequest, NotFound } from '../errors';
import type { Notifier } from '../notifications/notify';

const POPULAR_EDITORS_LIMIT = 20;

export type SocialDeps = {
  readonly uow: UnitOfWork;
  readonly notifier: Notifier;
  readonly clock: () => Date;
};

/**
 * PATCH /api/user/{id}/follow: toggles; never oneself, never a missing user. The edge, both users'
 * counters and the notification move in one transaction.
 */
export const toggleFollow = (deps: SocialDeps, actor: NonNullable<Viewer>, targetId: number) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      if (!canFollow(actor.id, targetId))
        return yield* new BadRequest({ message: SERVER_MESSAGES.cannotFollowYourself });
      if (!(yield* stores.people.exists(targetId)))
        return yield* new NotFound({ message: SERVER_MESSAGES.userNotFound });
      const { on, changed } = yield* stores.edges.toggle('follow', actor.id, targetId);
      const followerCount = yield* stores.people.moveFollows(actor.id, targetId, changed ? (on ? 1 : -1) : 0);
      if (on && changed)
        yield* deps.notifier.notify(stores, { type: 'FOLLOW', actorId: actor.id, recipientId: targetId });
      return { following: on, followerCount };
    }),
  );

/** GET /api/user/popular-editors: EDITOR and ADMIN accounts ranked by followers (ties: oldest account first). */
export const popularEditors = (deps: SocialDeps, viewer: Viewer) =>
  deps.uow.read.social.popularEditors(viewer?.id ?? null, POPULAR_EDITORS_LIMIT).pipe(
    Effect.map((editors) =>
      editors.map((e) => ({
        id: e.id,
        name: e.nickname,
        job: e.job,
        profileImageUrl: e.profileImageUrl,
        following: e.following,
        followerCount: e.followerCount,
      })),
    ),
  );
