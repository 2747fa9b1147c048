/**
 * The documents a member agrees to (issue 23): the terms of use and the privacy notice (collection and
 * use of personal information) are required, marketing mail is optional. Each document is kept in every version an operator published; a version is the date it
 * takes effect (`YYYY-MM-DD`), so the newest version is the greatest and is the current one. A member is
 * asked again whenever a required document's current version is not one they agreed to.
 */

export const POLICY_DOCUMENTS = ['terms', 'privacy', 'marketing'] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

/** Documents without whose consent there is no account; the rest are each a box of their own. */
export const REQUIRED_POLICIES: readonly PolicyDocument[] = ['terms', 'privacy'];

export const isRequiredPolicy = (document: PolicyDocument): boolean => REQUIRED_POLICIES.includes(document);

export const isPolicyDocument = (name: string): name is PolicyDocument =>
  (POLICY_DOCUMENTS as readonly string[]).includes(name);

/** A version is the Seoul date it takes effect. */
export const POLICY_VERSION_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/**
 * How long consent records outlive a deleted account, in years: three, as the Electronic Commerce Act's
 * enforcement decree (Art. 6) keeps records of consumer complaints and disputes, so a dispute about
 * what a member agreed to can still be answered; then they are deleted. The default privacy page
 * states it through `{{consent.retentionYears}}`.
 */
export const CONSENT_RETENTION_YEARS = 3;

/** The moment before which a deleted account's consent records are past keeping. */
export const consentRetentionCutoff = (now: Date): Date => {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONSENT_RETENTION_YEARS);
  return cutoff;
};

/** Versions newest first (the first is current). */
export const newestFirst = (versions: readonly string[]): string[] =>
  [...versions].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));

/** Each document's current version (a document with no version is missing). */
export type PolicyVersions = Readonly<Partial<Record<PolicyDocument, string>>>;

/**
 * The required documents whose current version the member has not agreed to (the last version they
 * agreed to is an older one, or none): they are asked again before writing anything. An account with no
 * consent on record at all was not made through a sign-up form (the operator's CLI, the demo seed, an
 * account older than consent records) and has nothing to be asked *again*: none are due for it.
 */
export const consentsDue = (current: PolicyVersions, agreed: PolicyVersions): PolicyDocument[] =>
  Object.keys(agreed).length === 0
    ? []
    : REQUIRED_POLICIES.filter((document) => {
        const version = current[document];
        return version !== undefined && agreed[document] !== version;
      });

/** The required documents missing from what a new member ticked. */
export const missingConsents = (ticked: readonly PolicyDocument[]): PolicyDocument[] =>
  REQUIRED_POLICIES.filter((document) => !ticked.includes(document));

/**
 * Fills an operator's fact into a document: `{{operator.name}}` and the like. An unknown name stays as
 * written, so a typo shows on the page instead of vanishing.
 */
export const fillPolicy = (markdown: string, facts: Readonly<Record<string, string>>): string =>
  markdown.replace(/\{\{\s*([A-Za-z][A-Za-z0-9.]*)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(facts, name) ? (facts[name] as string) : whole,
  );
