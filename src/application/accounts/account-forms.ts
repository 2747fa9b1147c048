import { Effect } from 'effect';
import * as v from 'valibot';
import {
  OAuthLinkRequest,
  OnboardingRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '../../contract/social-login';
import { operationPath } from '../../contract/operation';
import { ACCOUNT_OPERATIONS } from '../../contract/account.operations';
import type { SocialProvider } from '../../domain/social-login';
import { submitForm } from '../auth-forms';
import type { AccountApi } from './account-api.port';

export type OnboardingField = 'nickname' | 'job' | 'acceptTerms';
export type ResetRequestField = 'email';
export type ResetField = 'password' | 'token';

/** Onboarding: nickname, optional job, the terms checkbox. */
export const submitOnboarding = (
  api: AccountApi,
  values: { nickname: string; job: string; acceptTerms: boolean },
) =>
  submitForm(OnboardingRequest, ['nickname', 'job', 'acceptTerms'] as const, values, (request) =>
    api.completeProfile({ ...request, job: request.job || undefined }),
  );

/** "비밀번호 찾기": always the same answer from the server, whatever the email. */
export const submitResetRequest = (api: AccountApi, values: { email: string }) =>
  submitForm(PasswordResetRequest, ['email'] as const, values, (request) =>
    api.requestPasswordReset(request.email),
  );

/** The reset link's page: the token from the address and the new password. */
export const submitReset = (api: AccountApi, values: { token: string; password: string }) =>
  submitForm(PasswordResetConfirm, ['password', 'token'] as const, values, (request) =>
    api.resetPassword(request),
  );

/** The password that confirms linking a social identity to an existing account. */
export const linkPasswordError = (password: string): string | null => {
  const parsed = v.safeParse(OAuthLinkRequest.entries.password, password, { abortPipeEarly: true });
  return parsed.success ? null : (parsed.issues[0]?.message ?? null);
};

/** The social providers for the sign-in page (TanStack Query: cached, one request per visit). */
export const oauthProvidersQuery = (api: AccountApi) => ({
  queryKey: ['auth', 'oauth-providers'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.oauthProviders(), { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

/** Where a "카카오로 시작하기" button goes: a full page navigation to the server, which redirects on. */
export const oauthStartHref = (provider: SocialProvider): string =>
  operationPath(ACCOUNT_OPERATIONS.oauthStart, { provider });
