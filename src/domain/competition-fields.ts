import { AGE_GROUPS, type AgeGroup } from './catalog';
import { isCalendarDay } from './competition-dates';
import { parseInstant } from './relative-time';
import { COMPETITION_IMPORT_TEXT as T } from './text/competition-import';
import { toSingleLineText } from './text-input';

/*
 * One field of a competition file's row, read and checked: text, days, match times, age groups, scores
 * and emblems, each normalised from the forms the association's files use, or a problem noted with the
 * row's line. src/domain/competition-records.ts puts them together into cups, leagues and matches.
 */
export interface RejectedRecord {
  readonly line: number;
  readonly field: string;
  readonly reason: string;
}

export const LIMITS = {
  id: 40,
  name: 100,
  team: 60,
  place: 100,
  round: 40,
  status: 20,
  url: 500,
  dataUrl: 8192,
};

/** Looks fields up by name, ignoring case and surrounding spaces (CSV headers vary). */
export const fieldReader = (fields: Readonly<Record<string, unknown>>) => {
  const byName = new Map<string, unknown>();
  for (const [key, value] of Object.entries(fields)) byName.set(key.trim().toLowerCase(), value);
  return (name: string): unknown => byName.get(name.toLowerCase());
};

export type Problems = RejectedRecord[];

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text on one line (src/domain/text-input.ts: controls and lone surrogates become spaces), collapsed spaces; null when blank. */
export const textOf = (value: unknown, field: string, max: number, line: number, problems: Problems) => {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' && typeof value !== 'number') {
    problems.push({ line, field, reason: T.notText });
    return null;
  }
  const text = toSingleLineText(String(value)).replace(/\s+/g, ' ').trim();
  if ([...text].length > max) {
    problems.push({ line, field, reason: T.tooLong(max) });
    return null;
  }
  return text;
};

export const requiredText = (
  value: unknown,
  field: string,
  max: number,
  line: number,
  problems: Problems,
) => {
  const before = problems.length;
  const text = textOf(value, field, max, line, problems);
  if (text === null && problems.length === before) problems.push({ line, field, reason: T.required });
  return text;
};

const DAY_FORMS = /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})\.?$/;

/** 'YYYY-MM-DD' from 2026-03-07, 2026.03.07, 2026/03/07 or 20260307; null when not a real day. */
export const normalizeDay = (text: string): string | null => {
  const m = DAY_FORMS.exec(text.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  return isCalendarDay(day) ? day : null;
};

export const dayOf = (value: unknown, field: string, line: number, problems: Problems) => {
  const text = requiredText(value, field, 20, line, problems);
  if (text === null) return null;
  const day = normalizeDay(text);
  if (day === null) problems.push({ line, field, reason: T.invalidDay });
  return day;
};

const DATE_TIME = /^(.+?)(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/**
 * The day and 'HH:mm' of a match. Times without a zone are Korean local time (the feed's own); an
 * ISO time with a zone is converted to Asia/Seoul.
 */
export const normalizeMatchDate = (text: string): { day: string; time: string | null } | null => {
  const trimmed = text.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed)) {
    const ms = parseInstant(trimmed);
    if (ms === null) return null;
    const seoul = new Date(ms + SEOUL_OFFSET_MS).toISOString();
    return { day: seoul.slice(0, 10), time: seoul.slice(11, 16) };
  }
  const m = DATE_TIME.exec(trimmed);
  if (!m?.[1]) return null;
  const day = normalizeDay(m[1]);
  if (day === null) return null;
  if (m[2] === undefined) return { day, time: null };
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  if (hour > 23 || minute > 59 || Number(m[4] ?? 0) > 59) return null;
  return { day, time: `${String(hour).padStart(2, '0')}:${m[3]}` };
};

const AGE = /^U\s*-?\s*(\d{2})$/i;

/** 'U12' from U12, u-12, U 12; null when not one of the site's age groups. */
export const normalizeAgeGroup = (text: string): AgeGroup | null => {
  const m = AGE.exec(text.trim());
  const group = m ? `U${m[1]}` : null;
  return (AGE_GROUPS as readonly string[]).includes(group ?? '') ? (group as AgeGroup) : null;
};

export const ageGroupOf = (value: unknown, line: number, problems: Problems) => {
  const text = requiredText(value, 'uageGroup', 10, line, problems);
  if (text === null) return null;
  const group = normalizeAgeGroup(text);
  if (group === null) problems.push({ line, field: 'uageGroup', reason: T.invalidAgeGroup });
  return group;
};

export const scoreOf = (value: unknown, field: string, line: number, problems: Problems): number | null => {
  if (isBlank(value)) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (
    !Number.isInteger(n) ||
    n < 0 ||
    n > 99 ||
    (typeof value === 'string' && !/^\s*\d{1,2}\s*$/.test(value))
  ) {
    problems.push({ line, field, reason: T.invalidScore });
    return null;
  }
  return n;
};

const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

export const emblemOf = (value: unknown, field: string, line: number, problems: Problems) => {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') {
    problems.push({ line, field, reason: T.invalidImage });
    return null;
  }
  const text = value.trim();
  if (IMAGE_DATA.test(text)) {
    if (text.length <= LIMITS.dataUrl) return text;
  } else if (/^https?:\/\//i.test(text) && text.length <= LIMITS.url && URL.canParse(text)) {
    return text;
  }
  problems.push({ line, field, reason: T.invalidImage });
  return null;
};
