import { describe, expect, it } from 'vitest';
import { ACCOUNT_OPERATIONS } from '../../src/contract/account.operations';
import { API_OPERATIONS } from '../../src/contract/api';
import { AUTH_OPERATIONS } from '../../src/contract/auth.operations';
import { POLICY_OPERATIONS } from '../../src/contract/policies.operations';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { consentAdmission, heldForConsent } from './admission';

describe('consentAdmission (issue 23)', () => {
  const writes = API_OPERATIONS.filter((op) => op.method !== 'get' && op.auth !== 'none');

  it('refuses every member write but those open before onboarding while a document is due', () => {
    for (const op of writes) {
      const refusal = consentAdmission(op, ['terms']);
      if (op.beforeOnboarding) expect(refusal, `${op.method} ${op.path}`).toBeNull();
      else
        expect(refusal, `${op.method} ${op.path}`).toEqual({
          status: 403,
          body: { message: SERVER_MESSAGES.consentRequired, detailedMessage: POLICY_TEXT.reconsentRequired },
        });
    }
  });

  it('keeps signing out, onboarding and the consent itself open', () => {
    for (const op of [
      AUTH_OPERATIONS.logout,
      ACCOUNT_OPERATIONS.completeProfile,
      POLICY_OPERATIONS.giveConsents,
    ])
      expect(heldForConsent(op)).toBe(false);
  });

  it('never holds a read or a visitor operation, and nothing when no document is due', () => {
    for (const op of API_OPERATIONS) {
      if (op.method === 'get' || op.auth === 'none') expect(heldForConsent(op)).toBe(false);
      expect(consentAdmission(op, [])).toBeNull();
    }
  });
});
