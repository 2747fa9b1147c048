/**
 * Youth protection (issue 23): a member's age from their date of birth, computed on the day in
 * Asia/Seoul; the guardian's consent a child under 14 needs (Personal Information Protection Act, Art. 22-2); and what others
 * may see of a minor. The server decides by these rules and the browser shows its forms by them.
 */
import { isCalendarDate } from './calendar-date';
import { VISIBILITY_SETTINGS, type VisibilitySettings } from './profile';
import { seoulDateKey } from './relative-time';

/** Under this age (whole years) an account needs a legal guardian's consent before it may write. */
export const GUARDIAN_CONSENT_AGE = 14;
/** From this age on a member is an adult: below it their profile lists start private. */
export const ADULT_AGE = 19;
/** The oldest date of birth the forms accept (a typo such as 1026 is refused). */
export const OLDEST_BIRTH_YEAR = 1900;
/** A pending child account not consented to within this time is deleted. */
export const GUARDIAN_PENDING_MS = 7 * 24 * 60 * 60 * 1000;

export { isCalendarDate };

const partsOf = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};

/**
 * The age in whole years on the Seoul day of `now`: the whole years since the date of birth. A birthday of Feb 29
 * comes on Mar 1 in a common year (the day after Feb 28), as the Civil Act counts it.
 */
export const ageOn = (birthDate: string, now: Date): number => {
  const born = partsOf(birthDate);
  const today = partsOf(seoulDateKey(now));
  const hadBirthday = today.m > born.m || (today.m === born.m && today.d >= born.d);
  return today.y - born.y - (hadBirthday ? 0 : 1);
};

/** Whether a date of birth can be a member's: a calendar date, not in the future (Seoul), not absurdly old. */
export const isPlausibleBirthDate = (birthDate: string, now: Date): boolean =>
  isCalendarDate(birthDate) &&
  Number(birthDate.slice(0, 4)) >= OLDEST_BIRTH_YEAR &&
  birthDate <= seoulDateKey(now);

/** What anyone may know of a member's age: never the date, only the band. */
export const AGE_BANDS = ['CHILD', 'TEEN', 'ADULT'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * The band of a date of birth on the Seoul day of `now`: CHILD under 14, TEEN 14 to 18, ADULT from 19.
 * An account without a date of birth (made before issue 23) counts as ADULT.
 */
export const ageBandOf = (birthDate: string | null, now: Date): AgeBand => {
  if (birthDate === null) return 'ADULT';
  const age = ageOn(birthDate, now);
  if (age < GUARDIAN_CONSENT_AGE) return 'CHILD';
  if (age < ADULT_AGE) return 'TEEN';
  return 'ADULT';
};

/** Whether an account made with this date of birth today waits for a guardian's consent. */
export const needsGuardianConsent = (birthDate: string, now: Date): boolean =>
  ageBandOf(birthDate, now) === 'CHILD';

/** Whether a pending account made (or put pending) at `since` has expired at `now`. */
export const guardianWaitExpired = (since: Date, now: Date): boolean =>
  now.getTime() - since.getTime() >= GUARDIAN_PENDING_MS;

/** The visibility settings a new account starts with: a minor's lists start private. */
export const initialVisibility = (band: AgeBand): VisibilitySettings => {
  const open = band === 'ADULT';
  return Object.fromEntries(
    Object.values(VISIBILITY_SETTINGS).map((field) => [field, open]),
  ) as unknown as VisibilitySettings;
};

/**
 * The settings others see a member's lists by: a child's are all private whatever the child chose; a
 * teen or an adult chose theirs.
 */
export const visibilityForOthers = (settings: VisibilitySettings, band: AgeBand): VisibilitySettings =>
  band === 'CHILD' ? initialVisibility('CHILD') : settings;

/** The parts of a profile that introduce a member to others. */
export type ProfileIntro = {
  readonly job: string | null;
  readonly introduction: string | null;
  readonly homepageUrl: string | null;
  readonly instagramUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly blogUrl: string | null;
};

/** What others see of a member's introduction: nothing of a child's (no job, introduction or links). */
export const introForOthers = <T extends ProfileIntro>(intro: T, band: AgeBand): T =>
  band === 'CHILD'
    ? {
        ...intro,
        job: null,
        introduction: null,
        homepageUrl: null,
        instagramUrl: null,
        youtubeUrl: null,
        blogUrl: null,
      }
    : intro;

/** Whether a member of this band may be sent a consultation request: never a child. */
export const mayReceiveConsultation = (band: AgeBand): boolean => band !== 'CHILD';

/**
 * The version of the guardian's consent page (what is collected from a child and why, MINORS_TEXT): it
 * is recorded with the consent, beside the versions of the policy documents in force.
 */
export const GUARDIAN_NOTICE_VERSION = '2026-11-29';
