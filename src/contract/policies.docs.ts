import { documented } from './operation';
import { POLICY_OPERATIONS } from './policies.operations';

/** The reference's text for the policy operations (server only: see Operation.summary). */
export const POLICY_DOCS = documented(POLICY_OPERATIONS, {
  policy:
    "A policy document (`terms`, `privacy`, `marketing`) as sanitized HTML rendered from the operator's Markdown, with the operator's name and contacts filled in: the version in force, or an older one by `version` (every version is kept). 404 for an unknown version.",
  giveConsents:
    "Records the caller's consent to the named documents in the versions in force (each with the time). A member whose required document (terms, privacy) changed since they agreed is refused every write with 403 `Consent Required` until this names it; open before onboarding. Answers what is still due.",
});
