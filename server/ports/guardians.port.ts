import type { Effect } from 'effect';

/** A member's guardian standing as the guardian use cases see it (issue 23). */
export type GuardianRecord = {
  readonly userId: number;
  readonly nickname: string;
  /** The member's own email: a guardian's must be another. */
  readonly email: string | null;
  readonly birthDate: string | null;
  readonly guardianEmail: string | null;
  /** Set while the member waits for the guardian's consent. */
  readonly pendingSince: Date | null;
  readonly consentedAt: Date | null;
  readonly consentVersions: Readonly<Record<string, string>> | null;
};

/**
 * The guardian's consent for members under 14. Deleting an account is the profile store's
 * (`ProfileStore.deleteAccount`, which erases the date of birth and the guardian's email too).
 */
export interface GuardianStore {
  /** A live (not deleted) account's record, or null. */
  find(userId: number): Effect.Effect<GuardianRecord | null>;
  /** Names the guardian of a pending account; false when the account is not pending (or gone). */
  nameGuardian(userId: number, guardianEmail: string): Effect.Effect<boolean>;
  /**
   * Records the consent (the guardian's email, the time, the document versions) and ends the wait, only
   * while the account is pending with that guardian; false otherwise.
   */
  consent(
    userId: number,
    guardianEmail: string,
    versions: Readonly<Record<string, string>>,
    now: Date,
  ): Effect.Effect<boolean>;
  /** Pending accounts whose wait began at or before `before`, oldest first, at most `limit`. */
  pendingSince(before: Date, limit: number): Effect.Effect<readonly number[]>;
}

/** Claims of a guardian's mail link: whose account, which guardian, and what the link is for. */
export type GuardianLinkClaims = {
  readonly userId: number;
  readonly guardianEmail: string;
  readonly purpose: 'consent' | 'withdraw';
};

/** Signed links of the guardian's mail: a consent link that expires with the wait, a lasting withdrawal link. */
export interface GuardianLinks {
  sign(claims: GuardianLinkClaims, now: Date, expiresAt: Date | null): Effect.Effect<string>;
  /** The claims of a valid token for the purpose, or null for anything forged, expired or of another purpose. */
  verify(
    token: string,
    purpose: GuardianLinkClaims['purpose'],
    now: Date,
  ): Effect.Effect<GuardianLinkClaims | null>;
}
