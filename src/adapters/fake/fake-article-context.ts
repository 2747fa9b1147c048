import { Effect } from 'effect';
import { type ApiError, apiErrorFromStatus } from '../../application/errors';
import type { TokenStore } from '../../application/ports/token-store.port';
import type { UsersApi } from '../../application/ports/users-api.port';
import type { AuthorInfo } from '../../contract/articles';
import type { ErrorBody } from '../../contract/common';
import { levelFromLikes, levelKey } from '../../domain/level';
import { decodeUserIdClaim } from '../../domain/session';
import type { FakeAccount } from './fake-accounts';
import { buildFakeArticleState, followKey } from './fake-articles-data';

export interface FakeArticlesOptions {
  readonly tokenStore: TokenStore;
  readonly accounts: readonly FakeAccount[];
  /** The shell's fake users API: wrapped so `following` and follower counts follow the fake follows. */
  readonly usersApi: UsersApi;
  readonly latencyMs?: number;
  readonly now?: () => Date;
}

export const fakeFail = (status: number, body: ErrorBody): Effect.Effect<never, ApiError> =>
  Effect.fail(apiErrorFromStatus(status, body));

/** Shared helpers of the fake article, comment and social ports. */
export const fakeArticleContext = (options: FakeArticlesOptions) => {
  const state = buildFakeArticleState(options.now?.() ?? new Date());
  const delay = <A>(effect: Effect.Effect<A, ApiError>) =>
    options.latencyMs ? Effect.delay(effect, options.latencyMs) : effect;
  const viewerId = (): number | null => decodeUserIdClaim(options.tokenStore.get());
  const account = (id: number | null) => options.accounts.find((a) => a.id === id);
  const author = (id: number): AuthorInfo => {
    const a = account(id);
    return {
      authorId: id,
      authorName: a?.name ?? '',
      authorProfileImageUrl: null,
      authorJob: a?.job ?? null,
      authorLevel: levelKey(levelFromLikes(a?.receivedPostLikes ?? 0, a?.receivedCommentLikes ?? 0)),
      authorRole: a?.role ?? 'USER',
    };
  };
  const followerCount = (id: number) => [...state.follows].filter((k) => k.endsWith(`:${id}`)).length;
  const isFollowing = (follower: number | null, followee: number) =>
    follower !== null && state.follows.has(followKey(follower, followee));
  const commentCount = (articleId: number) =>
    state.comments.filter((c) => c.articleId === articleId && !c.deleted).length;
  const unauthorized = () => fakeFail(401, { message: 'Unauthorized' });
  const notFound = () => fakeFail(404, { message: 'Not Found' });
  return {
    state,
    accounts: options.accounts,
    delay,
    viewerId,
    account,
    author,
    followerCount,
    isFollowing,
    commentCount,
    unauthorized,
    notFound,
  };
};

export type FakeArticleContext = ReturnType<typeof fakeArticleContext>;
