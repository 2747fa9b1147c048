import * as v from 'valibot';
import { POLICY_DOCUMENTS } from '../domain/policies';
import { VALIDATION_TEXT as T } from '../domain/text/validation';

/**
 * The consent fields of the sign-up and session schemas (issue 23), apart from the policy pages'
 * schemas (policies.ts): sign-up and the own profile are in the first page's bundle, the pages not.
 */
export const PolicyDocumentName = v.picklist(POLICY_DOCUMENTS);

/**
 * The documents a member ticks (sign-up, onboarding, the re-consent dialog): each named once; the
 * server records the version in force. Required ones missing answer 400 with a field error each.
 */
export const ConsentList = v.pipe(
  v.array(PolicyDocumentName),
  v.maxLength(POLICY_DOCUMENTS.length, T.invalidValue),
  v.check((names) => new Set(names).size === names.length, T.invalidValue),
);
