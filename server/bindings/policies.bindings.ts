import { Effect } from 'effect';
import { POLICY_OPERATIONS as POLICY } from '../../src/contract/policies.operations';
import type { Viewer } from '../../src/domain/viewer';
import type { AppError } from '../application/errors';
import {
  type ConsentDeps,
  consentsDueOf,
  giveConsents,
  policyPage,
} from '../application/policies/consents.use-case';
import { type Binding, bind } from './binding';

/** The policy pages and the re-consent (issue 23). */
export const policyBindings = (deps: ConsentDeps): Binding[] => [
  bind(POLICY.policy, ({ params, query }) => policyPage(deps, params.document, query.version)),
  bind(POLICY.giveConsents, ({ actor, body }) => giveConsents(deps, actor, body.consents)),
];

/** The own profile with the documents due (the app's re-consent dialog reads it). */
export const withConsentsDue = <A extends object>(
  deps: ConsentDeps,
  actor: NonNullable<Viewer>,
  profile: Effect.Effect<A, AppError>,
) =>
  Effect.zipWith(profile, consentsDueOf(deps, actor.id), (own, due) =>
    due.length > 0 ? { ...own, consentsDue: due } : own,
  );
