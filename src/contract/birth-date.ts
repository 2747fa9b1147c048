import * as v from 'valibot';
import { isCalendarDate } from '../domain/calendar-date';
import { BIRTH_DATE_TEXT as M } from '../domain/text/birth-date';
import { singleLineText } from './common';

/**
 * A date of birth on the wire: `YYYY-MM-DD`, a real calendar date. Whether it lies in the future (Asia/
 * Seoul) is the use case's check, as it needs the clock (src/domain/minors.ts `isPlausibleBirthDate`).
 */
export const BirthDate = v.pipe(
  singleLineText({ trim: true, message: M.required }),
  v.check(isCalendarDate, M.invalid),
);
