import { Effect } from 'effect';
import { canFollow } from '../../../src/domain/content/permissions';
import type { Viewer } from '../../../src/domain/viewer';
import type { SocialRepository } from '../../ports/social.port';
import type { Notifier } from '../../ports/notifications.port';
import { BadRequest, NotFound } from '../errors';
import { notifyWith } from '../notifications/notify.use-case';

/** The server's exact message, like the spec's other English reasons. */
export const FOLLOW_SELF = 'Cannot Follow Yourself';
const POPULAR_EDITORS_LIMIT = 20;

/** PATCH /api/user/{id}/follow: toggles; never oneself, never a missing user. */
export const toggleFollow = (
  social: SocialRepository,
  actor: NonNullable<Viewer>,
  targetId: number,
  notifier?: Notifier,
) =>
  Effect.gen(function* () {
    if (!canFollow(actor.id, targetId)) return yield* new BadRequest({ message: FOLLOW_SELF });
    if ((yield* social.userRole(targetId)) === null)
      return yield* new NotFound({ message: 'User Not Found' });
    const result = yield* social.toggleFollow(actor.id, targetId);
    if (result.following)
      yield* notifyWith(notifier, { type: 'FOLLOW', actorId: actor.id, recipientId: targetId });
    return result;
  });

/** GET /api/user/popular-editors: EDITOR and ADMIN accounts ranked by followers (ties: oldest account first). */
export const popularEditors = (social: SocialRepository, viewer: Viewer) =>
  social.popularEditors(viewer?.id ?? null, POPULAR_EDITORS_LIMIT).pipe(
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
