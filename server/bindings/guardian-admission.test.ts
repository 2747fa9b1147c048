import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/contract/api';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { admission, guardianAdmission } from './admission';

const child = { actor: { id: 7, role: 'USER' as const }, profileComplete: true, guardianPending: true };

describe('guardianAdmission', () => {
  it('lets a pending child read everything and write only what is marked whileGuardianPending', () => {
    const open = API_OPERATIONS.filter((op) => guardianAdmission(op, child) === null);
    expect(
      open
        .filter((op) => op.method !== 'get')
        .map((op) => `${op.method} ${op.path}`)
        .sort(),
    ).toEqual(
      API_OPERATIONS.filter((op) => op.method !== 'get' && op.whileGuardianPending)
        .map((op) => `${op.method} ${op.path}`)
        .sort(),
    );
    for (const op of API_OPERATIONS.filter((o) => o.method === 'get'))
      expect(guardianAdmission(op, child)).toBeNull();
    const write = API_OPERATIONS.find(
      (op) => op.method === 'post' && !op.whileGuardianPending && op.auth === 'required',
    );
    if (!write) throw new Error('no write');
    expect(admission(write, child)).toMatchObject({
      status: 403,
      body: { message: SERVER_MESSAGES.guardianConsentPending },
    });
  });

  it('refuses nothing to a member whose guardian consented, nor to a visitor', () => {
    for (const op of API_OPERATIONS) {
      expect(guardianAdmission(op, { ...child, guardianPending: false })).toBeNull();
      expect(guardianAdmission(op, { actor: null, guardianPending: true })).toBeNull();
    }
  });
});
