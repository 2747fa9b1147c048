import type { Effect } from 'effect';
import type { PolicyDocument, PolicyVersions } from '../../src/domain/policies';

/** One consent as recorded: which document, in which version, when. */
export type ConsentRecord = {
  readonly document: PolicyDocument;
  readonly version: string;
  readonly givenAt: Date;
};

/**
 * Consents to the policy documents (issue 23), one row per document, version and time, with nothing
 * personal but the account's id: a deleted account's rows are kept for CONSENT_RETENTION_YEARS
 * (src/domain/policies.ts), as the privacy page says, then purged.
 */
export interface ConsentStore {
  /** Records the consents given at one time (each a document in a version). */
  record(
    userId: number,
    consents: ReadonlyArray<{ readonly document: PolicyDocument; readonly version: string }>,
    at: Date,
  ): Effect.Effect<void>;
  /** The latest version of each document the member agreed to. */
  agreed(userId: number): Effect.Effect<PolicyVersions>;
  /** Every consent of the member, oldest first (내 정보 다운로드). */
  consentsOf(userId: number): Effect.Effect<readonly ConsentRecord[]>;
  /** Deletes the consents of accounts deleted before `deletedBefore`; the number of rows removed. */
  purgeDeletedBefore(deletedBefore: Date): Effect.Effect<number>;
}

/** One version of a policy document, rendered (sanitized HTML). */
export type PolicyPageRecord = {
  readonly document: PolicyDocument;
  readonly version: string;
  readonly current: boolean;
  /** Every version kept, newest first. */
  readonly versions: readonly string[];
  readonly html: string;
};

/**
 * The policy documents the operator published: Markdown files in every version kept (the newest is in
 * force), rendered with the operator's facts filled in.
 */
export interface PolicyCatalog {
  /** The version in force of each document that has one. */
  current(): Effect.Effect<PolicyVersions>;
  /** A version of a document (the one in force without `version`), or null when there is none. */
  page(document: PolicyDocument, version?: string): Effect.Effect<PolicyPageRecord | null>;
}
