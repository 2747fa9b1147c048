import { Data, type Effect } from 'effect';
import type { OAuthFailureReason, SocialProvider } from '../../src/domain/social-login';
import type { Account } from './accounts.port';
import type { UniqueViolationOf } from './store-errors';

/** What a provider says about the person who signed in, after the code exchange. */
export type ProviderProfile = {
  /** The provider's stable id of the person: with the provider's name, what recognizes them again. */
  readonly subject: string;
  readonly email: string | null;
  /** Only a verified email may link to an existing account or become the new account's email. */
  readonly emailVerified: boolean;
  readonly nickname: string | null;
};

/** The state kept in the browser (an encrypted cookie) between the redirect and the callback. */
export type PendingAuthorization = {
  readonly provider: SocialProvider;
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce: string;
};

/** A social sign-in that cannot go on; `reason` picks the Korean text of the failure page. */
export class OAuthFailure extends Data.TaggedError('OAuthFailure')<{ readonly reason: OAuthFailureReason }> {}

/** One configured provider: builds the authorization redirect and finishes the callback. */
export interface OAuthProvider {
  readonly name: SocialProvider;
  /** The provider's authorization URL for this attempt (PKCE challenge, state, nonce included). */
  authorizationUrl(pending: PendingAuthorization, redirectUri: string): Effect.Effect<URL, OAuthFailure>;
  /**
   * Checks the callback (state, error), exchanges the code with the PKCE verifier, verifies the ID
   * token where the provider sends one, and reads the person's profile. `callbackUrl` is the redirect
   * URI with the callback's query: the token request repeats that redirect URI.
   */
  complete(callbackUrl: URL, pending: PendingAuthorization): Effect.Effect<ProviderProfile, OAuthFailure>;
}

export type HandoffKind = 'token' | 'link';

export type Handoff = {
  readonly kind: HandoffKind;
  readonly userId: number;
  readonly provider: SocialProvider;
  readonly subject: string;
  readonly email: string | null;
};

/** Social identities, accounts created by a first social sign-in, and the one-time handoff codes. */
export interface SocialLoginRepository {
  userIdBySubject(provider: SocialProvider, subject: string): Effect.Effect<number | null>;
  /**
   * A new account with an incomplete profile and its identity, in one transaction. `email` is stored
   * only when given (verified and free); a concurrent first sign-in of the same subject returns the
   * account that won. Fails with the UniqueViolation of `nickname` when the placeholder is taken; an
   * email held by another person's account is a defect (the use case links instead of creating then).
   */
  createSocialAccount(input: {
    provider: SocialProvider;
    subject: string;
    email: string | null;
    identityEmail: string | null;
    placeholderNickname: string;
  }): Effect.Effect<Account, UniqueViolationOf<'nickname'>>;
  /** Adds an identity to an existing account; false when the subject is linked already. */
  linkIdentity(
    userId: number,
    provider: SocialProvider,
    subject: string,
    email: string | null,
  ): Effect.Effect<boolean>;
  saveHandoff(codeHash: string, handoff: Handoff, now: Date, expiresAt: Date): Effect.Effect<void>;
  /** Deletes and returns a live handoff: each code works once. */
  takeHandoff(codeHash: string, now: Date): Effect.Effect<Handoff | null>;
  /** Reads a live handoff without using it up (a link code waits for the password). */
  peekHandoff(codeHash: string, now: Date): Effect.Effect<Handoff | null>;
}
