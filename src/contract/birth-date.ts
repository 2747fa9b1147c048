import * as v from 'valibot';
import { isCalendarDate } from '../domain/calendar-date';
import { BIRTH_DATE_TEXT as M } from '../domain/text/birth-date';
import { singleLineText } from './common';

/**
 * A date of birth on the wire: `YYYY-MM-DD`, a real calendar date; a blank one is missing. Whether it
 * lies in the future (Asia/Seoul) is the use case's check, as it needs the clock (src/domain/minors.ts
 * `isPlausibleBirthDate`).
 */
export const BirthDate = v.pipe(
  singleLineText({ trim: true, message: M.required }),
  v.nonEmpty(M.required),
  v.check(isCalendarDate, M.invalid),
);

/**
 * The message of a request object that requires a date of birth (sign-up, onboarding, issue 23): valibot
 * reports a missing key with the object's message, so a body without `birthDate` gets the field's own
 * reason, as a blank date does; every other issue of the object keeps valibot's text (field-errors.ts
 * turns it into the catalogue's).
 */
export const birthDateMissing = (issue: v.BaseIssue<unknown>): string =>
  issue.kind === 'schema' && issue.path?.length === 1 && issue.path[0]?.key === 'birthDate'
    ? M.required
    : issue.message;
