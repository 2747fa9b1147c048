import { Effect } from 'effect';
import type { ApiError } from '../../application/errors';
import type { ConsultationApi } from '../../application/articles/consultation-api.port';
import type { EditorsApi } from '../../application/articles/editors-api.port';
import type { ReactionsApi } from '../../application/articles/reactions-api.port';
import { seoulDateKey } from '../../domain/relative-time';
import { followKey } from './fake-articles-data';
import { type FakeArticleContext, fakeFail } from './fake-article-context';

/** Likes, follows, popular editors and consultations on the fake article state. */
export const createFakeSocial = (ctx: FakeArticleContext) => {
  const { state } = ctx;
  const signedIn = <A>(run: (viewer: number) => Effect.Effect<A, ApiError>) =>
    ctx.delay(
      Effect.suspend(() => {
        const viewer = ctx.viewerId();
        return viewer === null ? ctx.unauthorized() : run(viewer);
      }),
    );
  const toggle = (set: Set<number>, viewer: number) => {
    if (set.has(viewer)) set.delete(viewer);
    else set.add(viewer);
    return { liked: set.has(viewer), likeCount: set.size };
  };

  const reactionsApi: ReactionsApi = {
    likeArticle: (id) =>
      signedIn((viewer) => {
        const a = state.articles.find((x) => x.id === id);
        if (!a) return ctx.notFound();
        if (a.authorId === viewer) return fakeFail(400, { message: 'Cannot Like Own Article' });
        return Effect.succeed(toggle(a.likedBy, viewer));
      }),
    likeComment: (id) =>
      signedIn((viewer) => {
        const c = state.comments.find((x) => x.id === id);
        if (!c || c.deleted) return ctx.notFound();
        if (c.authorId === viewer) return fakeFail(400, { message: 'Cannot Like Own Comment' });
        return Effect.succeed(toggle(c.likedBy, viewer));
      }),
    follow: (userId) =>
      signedIn((viewer) => {
        if (!ctx.account(userId)) return ctx.notFound();
        if (userId === viewer) return fakeFail(400, { message: 'Cannot Follow Yourself' });
        const key = followKey(viewer, userId);
        if (state.follows.has(key)) state.follows.delete(key);
        else state.follows.add(key);
        return Effect.succeed({
          following: state.follows.has(key),
          followerCount: ctx.followerCount(userId),
        });
      }),
  };

  const editorsApi: EditorsApi = {
    popularEditors: () =>
      ctx.delay(
        Effect.sync(() => {
          const viewer = ctx.viewerId();
          return ctx.accounts
            .filter((a) => a.role === 'EDITOR' || a.role === 'ADMIN')
            .map((a) => ({
              id: a.id,
              name: a.name,
              job: a.job,
              profileImageUrl: null,
              following: ctx.isFollowing(viewer, a.id),
              followerCount: ctx.followerCount(a.id),
            }))
            .sort((x, y) => y.followerCount - x.followerCount);
        }),
      ),
  };

  const consultationApi: ConsultationApi = {
    request: (request) =>
      signedIn((viewer) => {
        if (!ctx.account(request.recipientId)) return ctx.notFound();
        const key = `${viewer}:${request.recipientId}:${seoulDateKey(new Date())}`;
        if (state.consultations.has(key))
          return fakeFail(400, { message: 'Only one consultation per day to the same user' });
        state.consultations.add(key);
        return Effect.void;
      }),
  };

  return { reactionsApi, editorsApi, consultationApi };
};
