import { Effect } from 'effect';
import {
  consentRetentionCutoff,
  consentsDue,
  missingConsents,
  type PolicyDocument,
} from '../../../src/domain/policies';
import { POLICY_TEXT } from '../../../src/domain/text/policies';
import type { Viewer } from '../../../src/domain/viewer';
import type { ConsentStore, PolicyCatalog } from '../../ports/consents.port';
import { BadRequest, NotFound } from '../errors';

export type ConsentDeps = {
  readonly consents: ConsentStore;
  readonly policies: PolicyCatalog;
  readonly clock: () => Date;
};

/**
 * A new member's ticked boxes (sign-up, onboarding): 400 with one Korean field error per required
 * document left unticked (`consents.terms`, `consents.privacy`), before anything is looked up.
 */
export const requireConsents = (ticked: readonly PolicyDocument[]): Effect.Effect<void, BadRequest> => {
  const missing = missingConsents(ticked);
  return missing.length === 0
    ? Effect.void
    : Effect.fail(
        new BadRequest({
          message: 'Bad Request',
          errors: missing.map((document) => ({
            field: `consents.${document}`,
            reason: POLICY_TEXT.consentRequired[document],
          })),
        }),
      );
};

/** Records the ticked documents in the versions in force now (a document with no version is skipped). */
export const recordConsents = (deps: ConsentDeps, userId: number, ticked: readonly PolicyDocument[]) =>
  Effect.gen(function* () {
    const current = yield* deps.policies.current();
    const given = ticked.flatMap((document) => {
      const version = current[document];
      return version === undefined ? [] : [{ document, version }];
    });
    if (given.length > 0) yield* deps.consents.record(userId, given, deps.clock());
  });

/** The required documents whose version in force the member has not agreed to. */
export const consentsDueOf = (deps: ConsentDeps, userId: number) =>
  Effect.gen(function* () {
    const [current, agreed] = yield* Effect.all([deps.policies.current(), deps.consents.agreed(userId)]);
    return consentsDue(current, agreed);
  });

/** POST /api/user/consents: the member agrees to documents in force; answers what is still due. */
export const giveConsents = (
  deps: ConsentDeps,
  actor: NonNullable<Viewer>,
  ticked: readonly PolicyDocument[],
) =>
  Effect.gen(function* () {
    yield* recordConsents(deps, actor.id, ticked);
    return { consentsDue: yield* consentsDueOf(deps, actor.id) };
  });

/** GET /api/policies/{document}: a version of a document (the one in force without `version`). */
export const policyPage = (deps: ConsentDeps, document: PolicyDocument, version?: string) =>
  Effect.gen(function* () {
    const page = yield* deps.policies.page(document, version);
    if (!page) return yield* Effect.fail(new NotFound({ detailedMessage: POLICY_TEXT.notFound }));
    return {
      document: page.document,
      title: POLICY_TEXT.titles[page.document],
      version: page.version,
      current: page.current,
      versions: [...page.versions],
      html: page.html,
    };
  });

/**
 * The retention the privacy page states: consents of accounts deleted more than CONSENT_RETENTION_YEARS
 * ago are deleted (a daily job). Returns how many rows went.
 */
export const purgeExpiredConsents = (deps: ConsentDeps) =>
  deps.consents.purgeDeletedBefore(consentRetentionCutoff(deps.clock()));

/**
 * Joining (e-mail sign-up, social onboarding) with the boxes ticked: refused with 400 before anything
 * else when a required one is missing, the consents recorded once the account is made (after the
 * account's own write, which sign-up does outside a transaction; a failure in between is a 500).
 */
export const joinWithConsents = <A, E, R>(
  deps: ConsentDeps,
  userId: (joined: A) => number,
  ticked: readonly PolicyDocument[],
  join: Effect.Effect<A, E, R>,
) =>
  Effect.gen(function* () {
    yield* requireConsents(ticked);
    const joined = yield* join;
    yield* recordConsents(deps, userId(joined), ticked);
    return joined;
  });
