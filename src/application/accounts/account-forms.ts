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
import { missingConsents, POLICY_DOCUMENTS, type PolicyDocument } from '../../domain/policies';
import { BIRTH_DATE_TEXT } from '../../domain/text/birth-date';
import { POLICY_TEXT } from '../../domain/text/policies';
import { type FieldErrors, submitForm } from '../auth-forms';
import type { AccountApi } from './account-api.port';

export type OnboardingField = 'nickname' | 'job' | 'birthDate' | PolicyDocument;
/** The onboarding form: the text fields and one box per policy document (issue 23). */
export type OnboardingValues = { nickname: string; job: string; birthDate: string } & Record<
  PolicyDocument,
  boolean
>;
export type ResetRequestField = 'email';
export type ResetField = 'password' | 'token';

/** Onboarding: nickname, optional job, the consent boxes (a required one left empty is named first). */
export const submitOnboarding = (api: AccountApi, values: OnboardingValues) => {
  const consents = POLICY_DOCUMENTS.filter((document) => values[document]);
  const missing = missingConsents(consents);
  if (missing.length > 0)
    return Promise.resolve({
      ok: false as const,
      fieldErrors: Object.fromEntries(
        missing.map((document) => [document, POLICY_TEXT.consentRequired[document]]),
      ) as FieldErrors<OnboardingField>,
      formError: null,
    });
  // Issue 23: every new member's date of birth is asked (under 14 a guardian must consent).
  if (!values.birthDate)
    return Promise.resolve({
      ok: false as const,
      fieldErrors: { birthDate: BIRTH_DATE_TEXT.required } as FieldErrors<OnboardingField>,
      formError: null,
    });
  return submitForm(
    OnboardingRequest,
    ['nickname', 'job', 'birthDate'] as const,
    { nickname: values.nickname, job: values.job, birthDate: values.birthDate, consents },
    (request) => api.completeProfile({ ...request, job: request.job || undefined }),
  );
};

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
