import * as v from 'valibot';
import { POLICY_DOCUMENTS, POLICY_VERSION_PATTERN } from '../domain/policies';
import { VALIDATION_TEXT as T } from '../domain/text/validation';

/** A policy document by name: terms, privacy or marketing. */
export const PolicyDocumentName = v.picklist(POLICY_DOCUMENTS);

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

/**
 * The documents a member ticks (sign-up, onboarding, the re-consent dialog): each named once; the
 * server records the version in force. Required ones missing answer 400 with a field error each.
 */
export const ConsentList = v.pipe(
  v.array(PolicyDocumentName),
  v.maxLength(POLICY_DOCUMENTS.length, T.invalidValue),
  v.check((names) => new Set(names).size === names.length, T.invalidValue),
);

export const GiveConsentsRequest = v.object({ consents: ConsentList });
export type GiveConsentsRequest = v.InferInput<typeof GiveConsentsRequest>;

/** What is still due after the consents given: the required documents not agreed to in force. */
export const ConsentsDue = v.object({ consentsDue: v.array(PolicyDocumentName) });
export type ConsentsDue = v.InferOutput<typeof ConsentsDue>;
