import * as v from 'valibot';
import { SOCIAL_PROVIDERS } from '../domain/social-login';
import { VALIDATION_TEXT as T } from '../domain/text/validation';
import { Email, GivenPassword, Job, Nickname, Password } from './auth';
import { BirthDate, birthDateMissing } from './birth-date';
import { ConsentList } from './consents';

export const SocialProviderSchema = v.picklist(SOCIAL_PROVIDERS);

/** GET /api/auth/oauth/providers: the configured providers, in the order the sign-in page shows them. */
export const OAuthProvidersResponse = v.object({ providers: v.array(SocialProviderSchema) });
export type OAuthProvidersResponse = v.InferOutput<typeof OAuthProvidersResponse>;

/** A one-time secret the server handed out (handoff code, reset token): 43 base64url characters. */
export const OneTimeSecret = v.pipe(v.string(T.required), v.regex(/^[A-Za-z0-9_-]{32,128}$/, T.invalidValue));

export const OAuthExchangeRequest = v.object({ code: OneTimeSecret });
export type OAuthExchangeRequest = v.InferInput<typeof OAuthExchangeRequest>;

/**
 * What a one-time code stands for: a session token, or (a verified email that already has an account)
 * the account to link once the user confirms with its password.
 */
export const OAuthExchangeResponse = v.variant('outcome', [
  v.object({ outcome: v.literal('signedIn'), token: v.string() }),
  v.object({ outcome: v.literal('link'), provider: SocialProviderSchema, email: v.string() }),
]);
export type OAuthExchangeResponse = v.InferOutput<typeof OAuthExchangeResponse>;

export const OAuthLinkRequest = v.object({
  code: OneTimeSecret,
  password: GivenPassword,
});
export type OAuthLinkRequest = v.InferInput<typeof OAuthLinkRequest>;

/** POST /api/user/onboarding: the profile a first social sign-in still needs. */
export const OnboardingRequest = v.object(
  {
    nickname: Nickname,
    job: v.optional(Job),
    /** The documents ticked, as at sign-up (issue 23). */
    consents: v.optional(ConsentList, []),
    /** `YYYY-MM-DD`, required as at sign-up (issue 23): under 14 the account waits for a guardian's consent. */
    birthDate: BirthDate,
  },
  birthDateMissing,
);
export type OnboardingRequest = v.InferInput<typeof OnboardingRequest>;

export const PasswordResetRequest = v.object({ email: Email });
export type PasswordResetRequest = v.InferInput<typeof PasswordResetRequest>;

export const PasswordResetConfirm = v.object({ token: OneTimeSecret, password: Password });
export type PasswordResetConfirm = v.InferInput<typeof PasswordResetConfirm>;
