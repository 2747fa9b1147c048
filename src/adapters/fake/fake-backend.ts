import { Effect } from 'effect';
import * as v from 'valibot';
import { type ApiError, apiErrorFromStatus } from '../../application/errors';
import type { NotificationItem, NotificationsApi } from '../../application/ports/notifications-api.port';
import type { SessionApi } from '../../application/ports/session-api.port';
import type { TokenStore } from '../../application/ports/token-store.port';
import type { UsersApi } from '../../application/ports/users-api.port';
import { SignInRequest, SignUpRequest } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import { levelFromLikes, levelKey } from '../../domain/level';
import { decodeUserIdClaim } from '../../domain/session';
import { VALIDATION_TEXT } from '../../domain/text/validation';
import { demoAccounts, type FakeAccount, fakeToken, toOwnProfile, toPublicProfile } from './fake-accounts';
import { fakeNotifications, pageOfNotifications } from './fake-notifications';

export interface FakeBackendOptions {
  readonly tokenStore: TokenStore;
  /** Tests: a call the fake cannot answer sensibly throws instead of answering 404. */
  readonly strict?: boolean;
  /** Demo: a little delay so loading states show; tests: 0. */
  readonly latencyMs?: number;
}

const fail = (status: number, body: ErrorBody): Effect.Effect<never, ApiError> =>
  Effect.fail(apiErrorFromStatus(status, body));

const invalid = (issues: readonly v.BaseIssue<unknown>[]) =>
  fail(400, {
    message: 'Validation failed',
    errors: issues.map((i) => ({ field: v.getDotPath(i) ?? '', reason: i.message })),
  });

/** An in-memory stand-in for the API: the demo build and UI tests run the whole app on it. */
export const createFakeBackend = (options: FakeBackendOptions) => {
  const accounts: FakeAccount[] = demoAccounts();
  const notifications: NotificationItem[] = fakeNotifications();
  const delay = <A>(effect: Effect.Effect<A, ApiError>) =>
    options.latencyMs ? Effect.delay(effect, options.latencyMs) : effect;
  const level = (a: FakeAccount) => levelKey(levelFromLikes(a.receivedPostLikes, a.receivedCommentLikes));
  const current = (): FakeAccount | undefined => {
    const id = decodeUserIdClaim(options.tokenStore.get());
    return accounts.find((a) => a.id === id);
  };
  const unauthorized = () => fail(401, { message: 'Unauthorized' });

  const sessionApi: SessionApi = {
    signIn: (request) =>
      delay(
        Effect.suspend(() => {
          const parsed = v.safeParse(SignInRequest, request);
          if (!parsed.success) return invalid(parsed.issues);
          const account = accounts.find((a) => a.email === parsed.output.email);
          if (!account || account.password !== parsed.output.password)
            return fail(401, {
              message: 'Bad credentials',
              errors: [{ field: 'password', reason: VALIDATION_TEXT.badCredentials }],
            });
          return Effect.succeed({ token: fakeToken(account) });
        }),
      ),
    signUp: (request) =>
      delay(
        Effect.suspend(() => {
          const parsed = v.safeParse(SignUpRequest, request);
          if (!parsed.success) return invalid(parsed.issues);
          const { email, password, nickname, job } = parsed.output;
          if (accounts.some((a) => a.email === email))
            return fail(409, {
              message: 'Conflict',
              errors: [{ field: 'email', reason: VALIDATION_TEXT.emailTaken }],
            });
          if (accounts.some((a) => a.name === nickname))
            return fail(409, {
              message: 'Conflict',
              errors: [{ field: 'nickname', reason: VALIDATION_TEXT.nicknameTaken }],
            });
          const account: FakeAccount = {
            id: accounts.length + 1,
            email,
            password,
            name: nickname,
            role: 'USER',
            job: job || null,
            introduction: null,
            homepageUrl: null,
            instagramUrl: null,
            youtubeUrl: null,
            blogUrl: null,
            receivedPostLikes: 0,
            receivedCommentLikes: 0,
            followerCount: 0,
          };
          accounts.push(account);
          return Effect.succeed({ token: fakeToken(account) });
        }),
      ),
    profile: () =>
      delay(
        Effect.suspend(() => {
          const account = current();
          return account ? Effect.succeed(toOwnProfile(account, level(account))) : unauthorized();
        }),
      ),
  };

  const usersApi: UsersApi = {
    user: (id) =>
      delay(
        Effect.suspend(() => {
          const account = accounts.find((a) => a.id === id);
          if (account) return Effect.succeed(toPublicProfile(account, level(account), false));
          if (options.strict) throw new Error(`fake backend: unexpected user ${id}`);
          return fail(404, { message: 'Not Found' });
        }),
      ),
  };

  const notificationsApi: NotificationsApi = {
    firstPage: () =>
      delay(Effect.suspend(() => (current() ? Effect.succeed(notifications.slice(0, 5)) : unauthorized()))),
    page: (page, size) =>
      delay(
        Effect.suspend(() =>
          current() ? Effect.succeed(pageOfNotifications(notifications, page, size)) : unauthorized(),
        ),
      ),
    markRead: (id) =>
      Effect.suspend(() => {
        if (!current()) return unauthorized();
        const i = notifications.findIndex((n) => n.id === id);
        const found = notifications[i];
        if (!found) return fail(404, { message: 'Notification Not Found' });
        notifications[i] = { ...found, read: true };
        return Effect.void;
      }),
    markAllRead: () =>
      Effect.suspend(() => {
        if (!current()) return unauthorized();
        notifications.forEach((n, i) => {
          notifications[i] = { ...n, read: true };
        });
        return Effect.void;
      }),
  };

  return { sessionApi, usersApi, notificationsApi, accounts };
};

export type FakeBackend = ReturnType<typeof createFakeBackend>;
