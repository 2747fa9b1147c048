import type { ConsultationApi } from '../../application/articles/consultation-api.port';
import type { EditorsApi } from '../../application/articles/editors-api.port';
import type { ReactionsApi } from '../../application/reactions/reactions-api.port';
import { CONTENT_OPERATIONS } from '../../contract/content-tables';
import { SOCIAL_OPERATIONS as SOCIAL } from '../../contract/social.operations';
import { canFollow } from '../../domain/content/permissions';
import { seoulDateKey } from '../../domain/relative-time';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../domain/text/content-input';
import { toggleCommentLike } from './fake-comment-handlers';
import { placeOf } from './fake-comments-api';
import { toggleContentLike } from './fake-content-writes';
import { followerCount, isFollowing, userById } from './fake-counts';
import { notFound, refuse, type FakeServer } from './fake-server';

/** Likes on items and comments of every kind, and follows (server: content-like, comment-write, follow). */
export const createFakeReactionsApi = (fake: FakeServer): ReactionsApi => ({
  like: (target) =>
    target.on === 'content'
      ? fake.call(
          CONTENT_OPERATIONS[target.ref.kind].like,
          { params: { id: target.ref.id } },
          ({ actor, params }) => toggleContentLike(fake, target.ref.kind, actor, params.id),
        )
      : fake.call(
          CONTENT_OPERATIONS[target.kind].likeComment,
          { params: { commentId: target.id } },
          ({ actor, params }) =>
            toggleCommentLike(fake, placeOf(target.kind, params), actor, params.commentId),
        ),
  follow: (userId) =>
    fake.call(SOCIAL.follow, { params: { id: userId } }, ({ actor, params }) => {
      const s = fake.store;
      if (!canFollow(actor.id, params.id)) return refuse(400, SERVER_MESSAGES.cannotFollowYourself);
      if (!userById(s, params.id)) return notFound(SERVER_MESSAGES.userNotFound);
      const followees = s.follows.get(actor.id) ?? new Set<number>();
      s.follows.set(actor.id, followees);
      const on = !followees.has(params.id);
      if (on) followees.add(params.id);
      else followees.delete(params.id);
      if (on) fake.notifier.notify({ type: 'FOLLOW', actorId: actor.id, recipientId: params.id });
      return { following: on, followerCount: followerCount(s, params.id) };
    }),
});

const POPULAR_EDITORS_LIMIT = 20;

/** EDITOR and ADMIN accounts by followers, the oldest account first among equals. */
export const createFakeEditorsApi = (fake: FakeServer): EditorsApi => ({
  popularEditors: () =>
    fake.call(SOCIAL.popularEditors, {}, ({ actor }) =>
      fake.store.users
        .filter((u) => u.role === 'EDITOR' || u.role === 'ADMIN')
        .map((u) => ({ u, followers: followerCount(fake.store, u.id) }))
        .sort((x, y) => y.followers - x.followers || x.u.id - y.u.id)
        .slice(0, POPULAR_EDITORS_LIMIT)
        .map(({ u, followers }) => ({
          id: u.id,
          name: u.nickname,
          job: u.job,
          profileImageUrl: u.profileImageUrl,
          following: isFollowing(fake.store, actor?.id ?? null, u.id),
          followerCount: followers,
        })),
    ),
});

/** One request per sender, recipient and day in Asia/Seoul; never to oneself. */
export const createFakeConsultationApi = (fake: FakeServer): ConsultationApi => ({
  request: (request) =>
    fake.call(SOCIAL.consultation, { body: request }, ({ actor, body }) => {
      if (body.recipientId === actor.id)
        return refuse(400, SERVER_MESSAGES.cannotConsultYourself, [
          { field: 'recipientId', reason: T.consultationSelf },
        ]);
      if (!userById(fake.store, body.recipientId)) return notFound(SERVER_MESSAGES.userNotFound);
      const at = fake.now();
      const seoulDate = seoulDateKey(at);
      const s = fake.store;
      if (
        s.consultations.some(
          (c) => c.senderId === actor.id && c.recipientId === body.recipientId && c.seoulDate === seoulDate,
        )
      )
        return refuse(400, SERVER_MESSAGES.consultationDaily);
      s.consultations.push({
        id: s.next.consultation++,
        senderId: actor.id,
        recipientId: body.recipientId,
        consultationType: body.consultationType,
        message: body.message,
        seoulDate,
        status: 'REQUESTED',
        answer: null,
        createdAt: at,
        answeredAt: null,
      });
      fake.notifier.notify({ type: 'CONSULTATION', actorId: actor.id, recipientId: body.recipientId });
    }),
});
