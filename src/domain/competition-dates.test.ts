import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isCalendarDay,
  isOngoing,
  monthDayOf,
  weekdayIndex,
  weekOf,
} from './competition-dates';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('competition days', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('shifts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('starts the week on Monday', () => {
    // 2026-03-04 is a Wednesday.
    expect(weekdayIndex('2026-03-04')).toBe(2);
    expect(weekOf('2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekOf('2026-03-08')[0]).toBe('2026-03-02');
  });

  it('adding then subtracting is the identity, and a week holds its day', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (d, n) => {
        expect(addDays(addDays(d, n), -n)).toBe(d);
        expect(daysBetween(d, addDays(d, n))).toBe(n);
        const week = weekOf(d);
        expect(week).toContain(d);
        expect(weekdayIndex(week[0] as string)).toBe(0);
      }),
    );
  });

  it('is ongoing from the first to the last day, both included', () => {
    const cup = { playSDate: '2026-03-01', playEDate: '2026-03-05' };
    expect(isOngoing(cup, '2026-02-28')).toBe(false);
    expect(isOngoing(cup, '2026-03-01')).toBe(true);
    expect(isOngoing(cup, '2026-03-05')).toBe(true);
    expect(isOngoing(cup, '2026-03-06')).toBe(false);
    expect(monthDayOf('2026-03-05')).toBe('03/05');
  });
});
