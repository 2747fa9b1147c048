import * as v from 'valibot';
import { POLICY_VERSION_PATTERN } from '../domain/policies';
import { ConsentList, PolicyDocumentName } from './consents';
import { VALIDATION_TEXT as T } from '../domain/text/validation';

export { ConsentList, PolicyDocumentName } from './consents';

/** A version is the date it takes effect, `YYYY-MM-DD`. */
export const PolicyVersion = v.pipe(v.string(), v.regex(POLICY_VERSION_PATTERN, T.invalidValue));

export const PolicyParams = v.object({ document: PolicyDocumentName });
export const PolicyQuery = v.object({ version: v.optional(PolicyVersion) });

/** One version of a document, rendered from its Markdown and sanitized on the server. */
export const PolicyPage = v.object({
  document: PolicyDocumentName,
  title: v.string(),
  version: PolicyVersion,
  /** Whether this is the version in force (the newest). */
  current: v.boolean(),
  /** Every version kept, newest first. */
  versions: v.array(PolicyVersion),
  html: v.string(),
});
export type PolicyPage = v.InferOutput<typeof PolicyPage>;

export const GiveConsentsRequest = v.object({ consents: ConsentList });
export type GiveConsentsRequest = v.InferInput<typeof GiveConsentsRequest>;

/** What is still due after the consents given: the required documents not agreed to in force. */
export const ConsentsDue = v.object({ consentsDue: v.array(PolicyDocumentName) });
export type ConsentsDue = v.InferOutput<typeof ConsentsDue>;
