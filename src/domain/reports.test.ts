import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentDisplayText } from './content/comments';
import { CONTENT_KINDS } from './content/policy';
import {
  ESTABLISHED_ACCOUNT_MS,
  isContentTargetKind,
  isEstablished,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  reachesHold,
  reportDetailMissing,
  reportDetailOf,
} from './reports';
import { isModeratorRole, ROLES } from './role';
import { REPORT_TEXT } from './text/reports';

describe('reports', () => {
  it('counts an account towards a hold from its first full day on', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    expect(isEstablished(new Date(now.getTime() - ESTABLISHED_ACCOUNT_MS), now)).toBe(true);
    expect(isEstablished(new Date(now.getTime() - ESTABLISHED_ACCOUNT_MS + 1), now)).toBe(false);
  });

  it('holds at the threshold and above, never below, and never at zero reporters', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: -3, max: 50 }), (n, threshold) => {
        expect(reachesHold(n, threshold)).toBe(n >= Math.max(1, threshold));
      }),
    );
    expect(reachesHold(2, 3)).toBe(false);
    expect(reachesHold(3, 3)).toBe(true);
  });

  it('keeps a text only for OTHER, and wants one there', () => {
    expect(reportDetailOf('SPAM', '무시')).toBeNull();
    expect(reportDetailOf('OTHER', '  광고  ')).toBe('광고');
    expect(reportDetailMissing('OTHER', '   ')).toBe(true);
    expect(reportDetailMissing('OTHER', undefined)).toBe(true);
    expect(reportDetailMissing('ABUSE', undefined)).toBe(false);
  });

  it('names every reason, kind and the content kinds among the targets', () => {
    for (const reason of REPORT_REASONS) expect(REPORT_TEXT.reasons[reason]).toMatch(/[가-힣]/);
    for (const kind of REPORT_TARGET_KINDS) expect(REPORT_TEXT.targetKinds[kind]).toMatch(/[가-힣]/);
    expect(REPORT_TARGET_KINDS.filter(isContentTargetKind)).toEqual([...CONTENT_KINDS]);
  });

  it('ranks MODERATOR between EDITOR and ADMIN, with ADMIN a moderator too', () => {
    expect(ROLES).toEqual(['USER', 'EDITOR', 'MODERATOR', 'ADMIN']);
    expect(ROLES.filter(isModeratorRole)).toEqual(['MODERATOR', 'ADMIN']);
  });

  it('shows a held comment as sent: the placeholder when the server kept the text back, marked otherwise', () => {
    expect(commentDisplayText({ content: '', held: { reason: null } }, 'USER')).toEqual({
      text: REPORT_TEXT.heldComment,
      placeholder: true,
      blindedMarker: false,
    });
    expect(commentDisplayText({ content: '원문', held: { reason: 'SPAM' } }, 'MODERATOR')).toEqual({
      text: '원문',
      placeholder: false,
      blindedMarker: false,
      heldMarker: true,
    });
    expect(commentDisplayText({ content: '', deleted: true, held: { reason: null } }, null).text).not.toBe(
      REPORT_TEXT.heldComment,
    );
  });
});
