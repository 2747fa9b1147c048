import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { signUpBody } from '../fixtures/new-member';
import { ENGINES } from '../integration/helpers/test-app';
import { outcome, run, signInAs, signOut, signUpAs } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

describe.each(ENGINES)('contract: policy pages and consents on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('serves the same policy documents, with the same operator, on both hosts', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const privacy = await run(p.policiesApi.policy('privacy'));
      const terms = await run(p.policiesApi.policy('terms'));
      const marketing = await run(p.policiesApi.policy('marketing'));
      const missing = await outcome(p.policiesApi.policy('terms', '2000-01-01'));
      return { privacy, terms, marketing, missing };
    });
    expect(fake).toEqual(real);
    expect(real.privacy).toMatchObject({ document: 'privacy', title: '개인정보처리방침', current: true });
    expect(real.privacy.versions[0]).toBe(real.privacy.version);
    expect(real.privacy.html).toContain(POLICY_TEXT.defaultFacts['privacyOfficer.name']);
    expect(real.privacy.html).toContain('회원 탈퇴 후 3년');
    expect(real.privacy.html).not.toContain('{{');
    expect(real.terms.html).toContain('<a href="/privacy">');
    expect(real.missing).toMatchObject({ ok: false, tag: 'NotFound' });
  });

  it('refuses a sign-up without the required boxes, records the consent, and keeps the consent API for members', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const refused = await outcome(
        p.sessionApi.signUp(
          signUpBody({
            email: 'noconsent@contract.example',
            password: 'contract-1234',
            nickname: 'NoConsent',
            consents: undefined,
          }),
        ),
      );
      const visitor = await outcome(p.policiesApi.giveConsents(['terms', 'privacy']));
      await signUpAs(p, 'Consent1');
      const profile = await run(p.sessionApi.profile());
      const given = await outcome(p.policiesApi.giveConsents(['marketing']));
      const unknown = await outcome(p.policiesApi.giveConsents(['terms', 'terms']));
      // A demo member has no consent on record (the seed): nothing is due, writes are open.
      await signInAs(p, 'user1');
      const demo = await run(p.sessionApi.profile());
      signOut(p);
      return {
        refused,
        visitor,
        due: profile.consentsDue ?? null,
        given,
        unknown,
        demoDue: demo.consentsDue ?? null,
      };
    });
    expect(fake).toEqual(real);
    expect(real.refused).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [
        { field: 'consents.terms', reason: POLICY_TEXT.consentRequired.terms },
        { field: 'consents.privacy', reason: POLICY_TEXT.consentRequired.privacy },
      ],
    });
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.due).toBeNull();
    expect(real.given).toEqual({ ok: true, value: { consentsDue: [] } });
    expect(real.unknown).toMatchObject({ ok: false, tag: 'BadRequest' });
    expect(real.demoDue).toBeNull();
  });
});
