import { TIME_TEXT } from './text';

/*
 * Times are shown in Asia/Seoul whatever the machine's zone. Korea has had no daylight saving time
 * since 1988, so a fixed +9 h offset is exact and, unlike Intl's time zones, needs no zone data.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const zoneOffsetMs = (zone: string | undefined): number => {
  // No zone: the timestamp was written in Korea, so it is Seoul time (never the machine's zone).
  if (zone === undefined) return SEOUL_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * HOUR_MS + Number(digits.slice(2) || '0') * MINUTE_MS);
};

/**
 * Epoch milliseconds of an ISO-8601 date or date-time, or null when it is not one.
 * Parsed by hand because `Date.parse` reads zone-less date-times in the machine's zone.
 */
export const parseInstant = (iso: string): number | null => {
  if (typeof iso !== 'string') return null;
  const m = ISO.exec(iso.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    return null;
  }
  const ms = Number(frac.slice(0, 3).padEnd(3, '0'));
  const utc = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s), ms);
  // Date.UTC rolls 31 February over into March: reject such dates instead.
  if (new Date(utc).getUTCDate() !== day) return null;
  return utc - zoneOffsetMs(zone);
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const seoulParts = (epochMs: number): { year: number; month: number; day: number } => {
  const shifted = new Date(epochMs + SEOUL_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

const dateOf = (epochMs: number): string => {
  const { year, month, day } = seoulParts(epochMs);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
};

/** `YYYY-MM-DD` of an instant in Asia/Seoul; '' when the text is not a date. */
export const seoulDate = (iso: string): string => {
  const ms = parseInstant(iso);
  return ms === null ? '' : dateOf(ms);
};

/** Today's `YYYY-MM-DD` in Asia/Seoul: the key for "one per day" rules and today's matches. */
export const seoulDateKey = (now: Date): string => dateOf(now.getTime());

/** Today's `MM/DD` in Asia/Seoul, for the competition headings. */
export const seoulMonthDay = (now: Date): string => {
  const { month, day } = seoulParts(now.getTime());
  return `${pad(month)}/${pad(day)}`;
};

/**
 * 'just now' under a minute, minutes under an hour, hours under a day, else the Seoul date.
 * A time in the future (clock skew between server and browser) reads as 'just now'.
 */
export const relativeTime = (iso: string, now: Date): string => {
  const then = parseInstant(iso);
  if (then === null) return '';
  const elapsed = now.getTime() - then;
  if (elapsed < MINUTE_MS) return TIME_TEXT.justNow;
  if (elapsed < HOUR_MS) return TIME_TEXT.minutesAgo(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return TIME_TEXT.hoursAgo(Math.floor(elapsed / HOUR_MS));
  return dateOf(then);
};
