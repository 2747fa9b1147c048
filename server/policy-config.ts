import { POLICY_TEXT } from '../src/domain/text/policies';

/**
 * Who runs the site, as the policy pages name them (issue 23; 개인정보 보호법 제30조 requires the
 * operator and the privacy officer with their contacts), and where the policy documents are. Read from
 * the environment with defaults, so a fresh checkout serves complete pages an operator then adjusts.
 */
export type PolicyConfig = Readonly<{
  /** A folder of `<document>/<YYYY-MM-DD>.md` files (POLICIES_DIR); unset: content/policies of the checkout. */
  dir: string | undefined;
  /** What `{{name}}` in a document becomes. */
  facts: Readonly<{
    'operator.name': string;
    'operator.representative': string;
    'operator.address': string;
    'operator.email': string;
    'operator.phone': string;
    'privacyOfficer.name': string;
    'privacyOfficer.email': string;
  }>;
}>;

const POLICY_ENV: Readonly<Record<keyof PolicyConfig['facts'], string>> = {
  'operator.name': 'OPERATOR_NAME',
  'operator.representative': 'OPERATOR_REPRESENTATIVE',
  'operator.address': 'OPERATOR_ADDRESS',
  'operator.email': 'OPERATOR_EMAIL',
  'operator.phone': 'OPERATOR_PHONE',
  'privacyOfficer.name': 'PRIVACY_OFFICER_NAME',
  'privacyOfficer.email': 'PRIVACY_OFFICER_EMAIL',
};

/** The environment's policy settings; a value's surrounding spaces are dropped, an empty one is the default. */
export const readPolicyConfig = (
  env: Record<string, string | undefined>,
): PolicyConfig | { error: string } => {
  const defaults = POLICY_TEXT.defaultFacts;
  const facts = Object.fromEntries(
    Object.entries(POLICY_ENV).map(([fact, name]) => [
      fact,
      env[name]?.trim() || defaults[fact as keyof typeof defaults],
    ]),
  ) as PolicyConfig['facts'];
  const long = Object.entries(POLICY_ENV).find(([fact]) => facts[fact as keyof typeof facts].length > 200);
  if (long) return { error: `${long[1]} must be at most 200 characters` };
  return { dir: env.POLICIES_DIR?.trim() || undefined, facts };
};
