import type { ErrorBody } from '../../src/contract/common';
import type { Operation } from '../../src/contract/operation';
import type { PolicyDocument } from '../../src/domain/policies';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { SERVER_MESSAGE_TEXT } from '../../src/domain/text/errors';
import { activeSuspension, type SuspensionFacts } from '../../src/domain/suspension';
import { SUSPENSION_TEXT } from '../../src/domain/text/admin';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { ONBOARDING_TEXT } from '../../src/domain/text/social-login';
import type { Viewer } from '../../src/domain/viewer';
import type { AppError } from '../application/errors';
import type { SessionFacts } from '../ports/accounts.port';

/** What a session token says: who, with which role, at which token version. */
export type SessionClaims = { readonly userId: number; readonly role: string; readonly tokenVersion: number };

/** Who calls: a member (with whether onboarding is done) or a visitor. */
export type Caller = {
  readonly actor: Viewer;
  readonly profileComplete: boolean;
  /** When the member's account was made (the new-account abuse budgets); null for a visitor. */
  readonly accountCreatedAt: Date | null;
  /** The member's suspension in force now (issue 22); null for a visitor or a member in good standing. */
  readonly suspension: SuspensionFacts | null;
  /** True while a member under 14 waits for a guardian's consent (issue 23); false for a visitor. */
  readonly guardianPending?: boolean;
};

export const VISITOR: Caller = {
  actor: null,
  profileComplete: true,
  accountCreatedAt: null,
  suspension: null,
};

/**
 * A present token's caller, or null when it must be refused with 401 `Unauthorized` (even where visitors
 * are welcome, so a bad token is never silently a visitor): the account must still exist with the role
 * and token version the token names, so a demotion, a password change or "log out everywhere" takes
 * effect on the next call.
 */
export const sessionCaller = (
  claims: SessionClaims | null,
  facts: SessionFacts | null,
  now: Date,
): Caller | null => {
  if (!claims || !facts || facts.role !== claims.role || facts.tokenVersion !== claims.tokenVersion)
    return null;
  return {
    actor: { id: claims.userId, role: facts.role },
    profileComplete: facts.profileComplete,
    accountCreatedAt: facts.createdAt,
    // Compared with the clock on every request: a suspension ends by itself, no job needed.
    suspension: activeSuspension(facts.suspension, now),
    guardianPending: facts.guardianPending,
  };
};

/**
 * A member under 14 whose guardian has not consented yet reads like a visitor and writes nothing: every
 * operation but the reads and the few marked `whileGuardianPending` (sign-out, account deletion, naming
 * the guardian) is 403 `Guardian Consent Pending`, with the Korean text of the wait (issue 23).
 */
export const guardianAdmission = (
  op: Operation,
  caller: { readonly actor: Viewer; readonly guardianPending?: boolean | undefined },
): Refusal | null =>
  caller.actor !== null && caller.guardianPending === true && op.method !== 'get' && !op.whileGuardianPending
    ? {
        status: 403,
        body: {
          message: SERVER_MESSAGES.guardianConsentPending,
          detailedMessage: SERVER_MESSAGE_TEXT[SERVER_MESSAGES.guardianConsentPending],
        },
      }
    : null;

/** An answer that is not the operation's success: a status and the error body of spec section 8. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;
export type Refusal = {
  readonly status: RefusalStatus;
  readonly body: ErrorBody;
  /** Retry-After on a 429 a use case answered. */
  readonly headers?: Readonly<Record<string, string>>;
};

/**
 * Whether an operation is one a suspended member may still call: every read, and the writes that mark
 * `whileSuspended` (signing out, reports, objections, account deletion).
 */
export const openWhileSuspended = (op: Operation): boolean =>
  op.method === 'get' || op.whileSuspended === true;

/**
 * Who may call an operation at all, before its input is read, in the order every host applies: a
 * visitor on an `auth: 'required'` operation is 401 (a visitor learns first that signing in is needed),
 * then a member who has not finished onboarding is 403 `Profile Incomplete` everywhere but onboarding,
 * then a suspended member is 403 `Account Suspended` on every write but those open while suspended, with
 * the Korean text saying until when (the one place every operation, present and future, passes).
 * A present but refused token was answered 401 before this (the host's token check).
 */
export const admission = (
  op: Operation,
  caller: {
    readonly actor: Viewer;
    readonly profileComplete: boolean;
    readonly suspension?: SuspensionFacts | null;
    readonly guardianPending?: boolean | undefined;
  },
): Refusal | null => {
  if (op.auth === 'required' && caller.actor === null)
    return { status: 401, body: { message: SERVER_MESSAGES.unauthorized } };
  if (op.auth === 'required' && !op.beforeOnboarding && !caller.profileComplete)
    return {
      status: 403,
      body: { message: SERVER_MESSAGES.profileIncomplete, detailedMessage: ONBOARDING_TEXT.required },
    };
  if (caller.actor !== null && caller.suspension && !openWhileSuspended(op))
    return {
      status: 403,
      body: {
        message: SERVER_MESSAGES.accountSuspended,
        detailedMessage: SUSPENSION_TEXT.refused(caller.suspension.until),
      },
    };
  return guardianAdmission(op, caller);
};

const STATUS: Record<AppError['_tag'], { status: RefusalStatus; message: string }> = {
  BadRequest: { status: 400, message: 'Bad Request' },
  Unauthorized: { status: 401, message: 'Unauthorized' },
  Forbidden: { status: 403, message: 'Forbidden' },
  NotFound: { status: 404, message: 'Not Found' },
  Conflict: { status: 409, message: 'Conflict' },
  TooManyRequests: { status: 429, message: 'Too Many Requests' },
};

/** A use case's tagged failure as its status and error body. */
export const refusalOf = (error: AppError): Refusal => {
  const { status, message } = STATUS[error._tag];
  const body: ErrorBody = { message: error.message || message };
  if (error.detailedMessage) body.detailedMessage = error.detailedMessage;
  if (error.errors && error.errors.length > 0)
    body.errors = error.errors.map((e) => ({ field: e.field, reason: e.reason }));
  if (error.retryAfterSeconds !== undefined)
    return {
      status,
      body,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) },
    };
  return { status, body };
};

/**
 * The re-consent rule (issue 23), apart from `admission` since it needs the member's consents: a member
 * whose required document (terms, privacy) changed since they agreed (`due`, src/domain/policies.ts
 * `consentsDue`) may read but not write until they agree again (`POST /api/user/consents`). What stays
 * open is what is open before onboarding: signing out, onboarding, account deletion and the consent
 * itself. `heldForConsent` says which operations need `due` looked up at all.
 */
export const heldForConsent = (op: Operation): boolean =>
  op.method !== 'get' && op.auth !== 'none' && !op.beforeOnboarding;

export const consentAdmission = (op: Operation, due: readonly PolicyDocument[]): Refusal | null =>
  heldForConsent(op) && due.length > 0
    ? {
        status: 403,
        body: { message: SERVER_MESSAGES.consentRequired, detailedMessage: POLICY_TEXT.reconsentRequired },
      }
    : null;
