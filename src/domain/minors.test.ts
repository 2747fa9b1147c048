import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageBandOf,
  ageOn,
  GUARDIAN_PENDING_MS,
  guardianWaitExpired,
  initialVisibility,
  introForOthers,
  isCalendarDate,
  isPlausibleBirthDate,
  mayReceiveConsultation,
  needsGuardianConsent,
  visibilityForOthers,
} from './minors';
import { VISIBILITY_SETTINGS } from './profile';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const key = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const isLeap = (y: number) => daysIn(y, 2) === 29;

/** A calendar date as its parts. */
const calendarDate = fc
  .record({
    y: fc.integer({ min: 1950, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ y, m, d }) => d <= daysIn(y, m));

/** An instant that is the given Seoul day at a given Seoul time of day. */
const seoulInstant = (y: number, m: number, d: number, secondsIntoDay: number) =>
  new Date(Date.UTC(y, m - 1, d) - 9 * 3600_000 + secondsIntoDay * 1000);

describe('minors: age in Asia/Seoul', () => {
  it('is the whole years since birth: n on the birthday, n-1 the day before', () => {
    fc.assert(
      fc.property(
        calendarDate.filter(({ m, d }) => !(m === 2 && d === 29)),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 86_399 }),
        ({ y, m, d }, years, second) => {
          const born = key(y, m, d);
          const birthday = seoulInstant(y + years, m, d, second);
          expect(ageOn(born, birthday)).toBe(years);
          const dayBefore = new Date(seoulInstant(y + years, m, d, 0).getTime() - 1000);
          expect(ageOn(born, dayBefore)).toBe(years - 1);
        },
      ),
    );
  });

  it('turns over at midnight in Seoul, not in UTC', () => {
    fc.assert(
      fc.property(
        calendarDate.filter(({ m, d }) => !(m === 2 && d === 29)),
        fc.integer({ min: 1, max: 80 }),
        ({ y, m, d }, years) => {
          const born = key(y, m, d);
          const midnight = seoulInstant(y + years, m, d, 0);
          // 00:00 in Seoul is still the day before in UTC: the birthday has come already.
          expect(ageOn(born, midnight)).toBe(years);
          expect(ageOn(born, new Date(midnight.getTime() - 1))).toBe(years - 1);
        },
      ),
    );
    expect(ageOn('2012-06-01', new Date('2026-05-31T15:00:00Z'))).toBe(14);
    expect(ageOn('2012-06-01', new Date('2026-05-31T14:59:59Z'))).toBe(13);
  });

  it('counts a Feb 29 birthday on Mar 1 in a common year and on Feb 29 in a leap year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1904, max: 2020 }).filter(isLeap),
        fc.integer({ min: 1, max: 60 }),
        (y, years) => {
          const born = key(y, 2, 29);
          const target = y + years;
          if (isLeap(target)) {
            expect(ageOn(born, seoulInstant(target, 2, 29, 0))).toBe(years);
            expect(ageOn(born, seoulInstant(target, 2, 28, 86_399))).toBe(years - 1);
          } else {
            expect(ageOn(born, seoulInstant(target, 2, 28, 86_399))).toBe(years - 1);
            expect(ageOn(born, seoulInstant(target, 3, 1, 0))).toBe(years);
          }
        },
      ),
    );
  });

  it('never decreases as time passes', () => {
    fc.assert(
      fc.property(
        calendarDate,
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 10 ** 10 }),
        ({ y, m, d }, at, later) => {
          const born = key(y, m, d);
          expect(ageOn(born, new Date(at.getTime() + later))).toBeGreaterThanOrEqual(ageOn(born, at));
        },
      ),
    );
  });

  it('bands ages: under 14 a child, 14 to 18 a teen, 19 on an adult; no date of birth counts as an adult', () => {
    const now = seoulInstant(2026, 11, 29, 3600);
    expect(ageBandOf('2012-11-30', now)).toBe('CHILD');
    expect(ageBandOf('2012-11-29', now)).toBe('TEEN');
    expect(ageBandOf('2007-11-30', now)).toBe('TEEN');
    expect(ageBandOf('2007-11-29', now)).toBe('ADULT');
    expect(ageBandOf(null, now)).toBe('ADULT');
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 86_399 }), ({ y, m, d }, second) => {
        const now = seoulInstant(2026, 11, 29, second);
        const born = key(y, m, d);
        if (born > '2026-11-29') return;
        const age = ageOn(born, now);
        expect(ageBandOf(born, now)).toBe(age < 14 ? 'CHILD' : age < 19 ? 'TEEN' : 'ADULT');
        expect(needsGuardianConsent(born, now)).toBe(age < 14);
      }),
    );
  });
});

describe('minors: dates of birth', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2012-02-29')).toBe(true);
    expect(isCalendarDate('2013-02-29')).toBe(false);
    expect(isCalendarDate('2013-13-01')).toBe(false);
    expect(isCalendarDate('2013-1-01')).toBe(false);
    fc.assert(
      fc.property(calendarDate, ({ y, m, d }) => {
        expect(isCalendarDate(key(y, m, d))).toBe(true);
      }),
    );
  });

  it('refuses a date after today in Seoul and before 1900', () => {
    const now = new Date('2026-11-29T15:30:00Z'); // 2026-11-30 00:30 in Seoul
    expect(isPlausibleBirthDate('2026-11-30', now)).toBe(true);
    expect(isPlausibleBirthDate('2026-12-01', now)).toBe(false);
    expect(isPlausibleBirthDate('1899-12-31', now)).toBe(false);
    expect(isPlausibleBirthDate('1900-01-01', now)).toBe(true);
  });
});

describe('minors: the guardian wait', () => {
  it('expires 7 days after it began, not a millisecond earlier', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: GUARDIAN_PENDING_MS * 3 }),
        (since, elapsed) => {
          expect(guardianWaitExpired(since, new Date(since.getTime() + elapsed))).toBe(
            elapsed >= GUARDIAN_PENDING_MS,
          );
        },
      ),
    );
  });
});

describe('minors: what others see', () => {
  const settings = fc.record(
    Object.fromEntries(Object.values(VISIBILITY_SETTINGS).map((f) => [f, fc.boolean()])) as Record<
      (typeof VISIBILITY_SETTINGS)[keyof typeof VISIBILITY_SETTINGS],
      fc.Arbitrary<boolean>
    >,
  );
  const intro = fc.record({
    job: fc.option(fc.string()),
    introduction: fc.option(fc.string()),
    homepageUrl: fc.option(fc.string()),
    instagramUrl: fc.option(fc.string()),
    youtubeUrl: fc.option(fc.string()),
    blogUrl: fc.option(fc.string()),
  });

  it('hides every list, the job, introduction and links of a child, whatever the child set', () => {
    fc.assert(
      fc.property(settings, intro, (s, i) => {
        expect(Object.values(visibilityForOthers(s, 'CHILD')).every((v) => v === false)).toBe(true);
        expect(Object.values(introForOthers(i, 'CHILD')).every((v) => v === null)).toBe(true);
        expect(visibilityForOthers(s, 'TEEN')).toEqual(s);
        expect(introForOthers(i, 'ADULT')).toEqual(i);
      }),
    );
  });

  it("starts a minor's lists private and an adult's public", () => {
    expect(Object.values(initialVisibility('CHILD'))).toEqual([false, false, false, false, false]);
    expect(Object.values(initialVisibility('TEEN'))).toEqual([false, false, false, false, false]);
    expect(Object.values(initialVisibility('ADULT'))).toEqual([true, true, true, true, true]);
  });

  it('lets nobody send a child a consultation request', () => {
    expect(mayReceiveConsultation('CHILD')).toBe(false);
    expect(mayReceiveConsultation('TEEN')).toBe(true);
    expect(mayReceiveConsultation('ADULT')).toBe(true);
  });
});
