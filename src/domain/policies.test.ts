import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_RETENTION_YEARS,
  consentRetentionCutoff,
  consentsDue,
  fillPolicy,
  missingConsents,
  newestFirst,
  POLICY_DOCUMENTS,
} from './policies';

const CURRENT = { terms: '2026-11-29', privacy: '2026-11-29', marketing: '2026-11-29' } as const;

describe('consentsDue', () => {
  it('is empty for a member who agreed to the versions in force', () => {
    expect(consentsDue(CURRENT, CURRENT)).toEqual([]);
  });

  it('names each required document whose version in force the member has not agreed to', () => {
    expect(consentsDue({ ...CURRENT, terms: '2027-01-01' }, CURRENT)).toEqual(['terms']);
    expect(consentsDue({ ...CURRENT, terms: '2027-01-01', privacy: '2027-02-01' }, CURRENT)).toEqual([
      'terms',
      'privacy',
    ]);
    expect(consentsDue(CURRENT, { terms: CURRENT.terms })).toEqual(['privacy']);
  });

  it('never asks again for the optional document', () => {
    expect(consentsDue({ ...CURRENT, marketing: '2027-01-01' }, CURRENT)).toEqual([]);
  });

  it('asks nothing of an account with no consent on record', () => {
    expect(consentsDue({ ...CURRENT, terms: '2027-01-01' }, {})).toEqual([]);
  });
});

describe('missingConsents', () => {
  it('names the required documents not ticked, whatever the optional ones', () => {
    fc.assert(
      fc.property(fc.subarray([...POLICY_DOCUMENTS]), (ticked) => {
        const missing = missingConsents(ticked);
        expect(missing.every((d) => d !== 'marketing' && !ticked.includes(d))).toBe(true);
        expect(missing.length === 0).toBe(ticked.includes('terms') && ticked.includes('privacy'));
      }),
    );
  });
});

describe('versions and retention', () => {
  it('orders versions newest first', () => {
    expect(newestFirst(['2026-11-29', '2027-01-01', '2026-12-31'])).toEqual([
      '2027-01-01',
      '2026-12-31',
      '2026-11-29',
    ]);
  });

  it('keeps consents of a deleted account for CONSENT_RETENTION_YEARS', () => {
    expect(consentRetentionCutoff(new Date('2030-06-01T00:00:00Z')).toISOString()).toBe(
      `${2030 - CONSENT_RETENTION_YEARS}-06-01T00:00:00.000Z`,
    );
  });

  it('fills known facts and leaves unknown ones as written', () => {
    expect(fillPolicy('{{ a.b }} {{c}}', { 'a.b': 'x' })).toBe('x {{c}}');
  });
});
