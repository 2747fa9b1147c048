import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { parseInstant, relativeTime, seoulDate, seoulDateKey, seoulMonthDay } from './relative-time';

const RUNS = { numRuns: 300 } as const;
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

// Instants between 2000 and 2100.
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const iso = (ms: number): string => new Date(ms).toISOString();
const ago = (elapsed: number, nowMs: number): string => relativeTime(iso(nowMs - elapsed), new Date(nowMs));

describe('relativeTime', () => {
  const now = new Date('2024-05-10T12:00:00.000Z');

  it('speaks Korean at each step', () => {
    expect(relativeTime('2024-05-10T11:59:30.000Z', now)).toBe('방금 전');
    expect(relativeTime('2024-05-10T11:55:00.000Z', now)).toBe('5분 전');
    expect(relativeTime('2024-05-10T09:00:00.000Z', now)).toBe('3시간 전');
    expect(relativeTime('2024-05-08T16:00:00.000Z', now)).toBe('2024-05-09');
  });

  it('reads a future time (clock skew) as just now', () => {
    expect(relativeTime('2024-05-10T12:05:00.000Z', now)).toBe('방금 전');
  });

  it('gives empty text for what is not a time', () => {
    expect(relativeTime('yesterday', now)).toBe('');
    expect(relativeTime('2024-02-30T00:00:00Z', now)).toBe('');
  });

  it('switches exactly at 60 s, 60 min and 24 h', () => {
    fc.assert(
      fc.property(instant, (nowMs) => {
        expect(ago(59_999, nowMs)).toBe('방금 전');
        expect(ago(MIN, nowMs)).toBe('1분 전');
        expect(ago(59 * MIN, nowMs)).toBe('59분 전');
        expect(ago(HOUR - 1, nowMs)).toBe('59분 전');
        expect(ago(HOUR, nowMs)).toBe('1시간 전');
        expect(ago(23 * HOUR + 59 * MIN, nowMs)).toBe('23시간 전');
        expect(ago(DAY - 1, nowMs)).toBe('23시간 전');
        expect(ago(DAY, nowMs)).toBe(seoulDate(iso(nowMs - DAY)));
        expect(ago(DAY, nowMs)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      RUNS,
    );
  });

  it('counts whole minutes and hours, rounding down', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: DAY - 1 }), (nowMs, elapsed) => {
        const text = ago(elapsed, nowMs);
        if (elapsed < MIN) expect(text).toBe('방금 전');
        else if (elapsed < HOUR) expect(text).toBe(`${Math.floor(elapsed / MIN)}분 전`);
        else expect(text).toBe(`${Math.floor(elapsed / HOUR)}시간 전`);
      }),
      RUNS,
    );
  });

  it('is just now for any future time', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 365 * DAY }), (nowMs, ahead) => {
        expect(ago(-ahead, nowMs)).toBe('방금 전');
      }),
      RUNS,
    );
  });
});

describe('Seoul dates', () => {
  it('moves to the next day at 15:00 UTC', () => {
    expect(seoulDate('2024-12-31T14:59:59.999Z')).toBe('2024-12-31');
    expect(seoulDate('2024-12-31T15:00:00.000Z')).toBe('2025-01-01');
    expect(seoulDateKey(new Date('2024-02-28T15:00:00Z'))).toBe('2024-02-29');
    expect(seoulMonthDay(new Date('2024-03-04T23:30:00Z'))).toBe('03/05');
    expect(seoulMonthDay(new Date('2024-03-04T14:59:00Z'))).toBe('03/04');
  });

  it('honours an explicit offset and reads zone-less times as Seoul time', () => {
    expect(seoulDate('2024-05-10T23:30:00+09:00')).toBe('2024-05-10');
    expect(seoulDate('2024-05-10T08:00:00-08:00')).toBe('2024-05-11');
    expect(seoulDate('2024-05-10T23:30:00')).toBe('2024-05-10');
    expect(seoulDate('2024-05-10')).toBe('2024-05-10');
    expect(parseInstant('2024-05-10T00:00:00')).toBe(Date.UTC(2024, 4, 9, 15));
    expect(parseInstant('2024-05-10T00:00:00.5Z')).toBe(Date.UTC(2024, 4, 10, 0, 0, 0, 500));
    expect(parseInstant('not a date')).toBeNull();
    expect(seoulDate('')).toBe('');
  });

  it('parses what toISOString writes, to the millisecond', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(parseInstant(iso(ms))).toBe(ms);
      }),
      RUNS,
    );
  });

  it('agrees with the UTC date shifted by nine hours', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const shifted = new Date(ms + 9 * HOUR).toISOString();
        expect(seoulDateKey(new Date(ms))).toBe(shifted.slice(0, 10));
        expect(seoulDate(iso(ms))).toBe(shifted.slice(0, 10));
        expect(seoulMonthDay(new Date(ms))).toBe(`${shifted.slice(5, 7)}/${shifted.slice(8, 10)}`);
      }),
      RUNS,
    );
  });
});

describe('machine time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  const snapshot = (nowMs: number, thenMs: number) => [
    relativeTime(iso(thenMs), new Date(nowMs)),
    relativeTime(iso(thenMs).replace('Z', ''), new Date(nowMs)),
    seoulDate(iso(thenMs)),
    seoulDateKey(new Date(nowMs)),
    seoulMonthDay(new Date(nowMs)),
  ];

  it('gives the same results in Los Angeles, Seoul and UTC', () => {
    const probe = Date.UTC(2024, 0, 15, 12);
    process.env.TZ = 'America/Los_Angeles';
    const laOffset = new Date(probe).getTimezoneOffset();
    process.env.TZ = 'Asia/Seoul';
    // The zone change must really reach Date, or this test would prove nothing.
    expect(new Date(probe).getTimezoneOffset()).not.toBe(laOffset);
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * DAY }), (nowMs, elapsed) => {
        const results = ['America/Los_Angeles', 'Asia/Seoul', 'UTC'].map((zone) => {
          process.env.TZ = zone;
          return snapshot(nowMs, nowMs - elapsed);
        });
        expect(results[1]).toEqual(results[0]);
        expect(results[2]).toEqual(results[0]);
      }),
      RUNS,
    );
  });
});
