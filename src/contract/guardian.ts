import * as v from 'valibot';
import { Email } from './auth';

export { BirthDate } from './birth-date';

/** POST /api/user/guardian: the child names the guardian who is asked for consent. */
export const GuardianRequest = v.object({ guardianEmail: Email });
export type GuardianRequest = v.InferInput<typeof GuardianRequest>;

/** The signed token of a guardian's mail link (consent page or withdrawal). */
export const GuardianToken = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(4096),
  v.regex(/^[A-Za-z0-9_\-.]+$/),
);

export const GuardianLinkQuery = v.object({ token: GuardianToken });

/** The document versions a guardian's consent was given to, by document name. */
export const ConsentVersions = v.record(v.string(), v.string());

/** GET /api/guardian/consent: what the guardian's page shows of the request. */
export const GuardianRequestView = v.object({
  nickname: v.string(),
  status: v.picklist(['PENDING', 'CONSENTED']),
  /** The documents the guardian consents to, with their versions. */
  documents: ConsentVersions,
});
export type GuardianRequestView = v.InferOutput<typeof GuardianRequestView>;

export const GuardianDecision = v.object({
  token: GuardianToken,
  decision: v.picklist(['CONSENT', 'REFUSE']),
});
export type GuardianDecision = v.InferInput<typeof GuardianDecision>;

export const GuardianDecisionResult = v.object({ status: v.picklist(['CONSENTED', 'DELETED']) });
export type GuardianDecisionResult = v.InferOutput<typeof GuardianDecisionResult>;

export const GuardianWithdrawal = v.object({ token: GuardianToken });

/** GET /api/user/guardian: the signed-in member's own standing (the banner and the guardian step). */
export const GuardianStanding = v.object({
  /** The member's age band (never the date of birth). */
  ageBand: v.picklist(['CHILD', 'TEEN', 'ADULT']),
  /** True while a guardian's consent is awaited: the member may read but write nothing. */
  pending: v.boolean(),
  /** The guardian the consent mail went to, once the child named one. */
  guardianEmail: v.nullable(v.string()),
  /** When the pending account is deleted unless the guardian consents (ISO 8601), or null. */
  expiresAt: v.nullable(v.string()),
});
export type GuardianStanding = v.InferOutput<typeof GuardianStanding>;
