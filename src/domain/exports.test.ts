import { describe, expect, it } from 'vitest';
import {
  EXPORT_REQUEST_INTERVAL_MS,
  EXPORT_TTL_MS,
  exportExpiry,
  exportFileName,
  exportStatus,
  nextExportAllowedAt,
} from './exports';
import { shownAuthor } from './export-authors';
import { seoulDateKey } from './relative-time';

const T0 = new Date('2026-03-01T14:30:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('exports: status, expiry and the daily request', () => {
  it('reads 준비 중 while waiting or building, 내려받기 until the expiry, then 만료', () => {
    const facts = { requestedAt: T0, expiresAt: null };
    expect(exportStatus({ ...facts, state: 'PENDING' }, T0)).toBe('PREPARING');
    expect(exportStatus({ ...facts, state: 'BUILDING' }, T0)).toBe('PREPARING');
    expect(exportStatus({ ...facts, state: 'FAILED' }, T0)).toBe('FAILED');
    const ready = { requestedAt: T0, expiresAt: exportExpiry(T0), state: 'READY' as const };
    expect(exportStatus(ready, later(EXPORT_TTL_MS - 1))).toBe('READY');
    expect(exportStatus(ready, later(EXPORT_TTL_MS))).toBe('EXPIRED');
    expect(exportStatus({ ...ready, state: 'EXPIRED' }, T0)).toBe('EXPIRED');
  });

  it('allows one request a day, at once after a failed build', () => {
    expect(nextExportAllowedAt(null, T0)).toBeNull();
    const latest = { requestedAt: T0, expiresAt: null, state: 'PENDING' as const };
    expect(nextExportAllowedAt(latest, later(1000))).toEqual(later(EXPORT_REQUEST_INTERVAL_MS));
    expect(nextExportAllowedAt(latest, later(EXPORT_REQUEST_INTERVAL_MS))).toBeNull();
    expect(nextExportAllowedAt({ ...latest, state: 'FAILED' }, later(1000))).toBeNull();
  });

  it('names the file by the day in Asia/Seoul', () => {
    // 14:30 UTC is 23:30 in Seoul; 15:30 UTC is already the next day there.
    expect(exportFileName(seoulDateKey(T0))).toBe('kickoff-my-data-2026-03-01.zip');
    expect(exportFileName(seoulDateKey(later(60 * 60 * 1000)))).toBe('kickoff-my-data-2026-03-02.zip');
  });

  it('never names an anonymous kind’s author, unless it is the member', () => {
    expect(shownAuthor('post', 2, 1, '상대')).toBe('상대');
    expect(shownAuthor('article', 2, 1, '에디터')).toBe('에디터');
    expect(shownAuthor('qna', 2, 1, '질문자')).toBeNull();
    expect(shownAuthor('qna', 1, 1, '나')).toBe('나');
    expect(shownAuthor('unknown', 2, 1, '누구')).toBeNull();
  });
});
