/*
 * Calendar days of the competition data, as 'YYYY-MM-DD' text. The association's feed speaks in Korean
 * local days (a match on 2026-03-07 is that day in Korea), so days are compared as text and shifted with
 * UTC arithmetic, never through the machine's time zone.
 */

import { COMPETITION_UI_TEXT } from './text/competition-pages';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Epoch ms of the day at 00:00 UTC, or null when the text is not a real calendar day. */
const utcOf = (day: string): number | null => {
  const m = DAY.exec(day);
  if (!m) return null;
  const [, y, mo, d] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  const check = new Date(ms);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return null;
  return ms;
};

const dayOf = (ms: number): string => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** True for a real calendar day written 'YYYY-MM-DD'. */
export const isCalendarDay = (day: string): boolean => utcOf(day) !== null;

/** The day `days` later (earlier when negative). Throws on text that is not a day: callers validate first. */
export const addDays = (day: string, days: number): string => {
  const ms = utcOf(day);
  if (ms === null) throw new Error(`not a calendar day: ${day}`);
  return dayOf(ms + days * DAY_MS);
};

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => {
  const a = utcOf(from);
  const b = utcOf(to);
  if (a === null || b === null) throw new Error(`not calendar days: ${from}, ${to}`);
  return Math.round((b - a) / DAY_MS);
};

/** 0 for Monday … 6 for Sunday: Korean calendars and fixtures lists start the week on Monday. */
export const weekdayIndex = (day: string): number => {
  const ms = utcOf(day);
  if (ms === null) throw new Error(`not a calendar day: ${day}`);
  return (new Date(ms).getUTCDay() + 6) % 7;
};

/** The seven days (Monday to Sunday) of the week holding `day`. */
export const weekOf = (day: string): string[] => {
  const monday = addDays(day, -weekdayIndex(day));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/** A competition is ongoing on `today` when today lies within its first and last day, both included. */
export const isOngoing = (
  competition: { readonly playSDate: string; readonly playEDate: string },
  today: string,
): boolean => competition.playSDate <= today && today <= competition.playEDate;

/** `MM/DD` of a day, as the competition headings show it. */
export const monthDayOf = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/** '2026-03-02' as '03.02' (a competition card's days). */
export const dottedMonthDay = (day: string): string => `${day.slice(5, 7)}.${day.slice(8, 10)}`;

/** A cup or league card's second line: its place and its days, joined by a middle dot. */
export const competitionCardDetail = (place: string | null, start: string, end: string): string =>
  [place, COMPETITION_UI_TEXT.period(dottedMonthDay(start), dottedMonthDay(end))].filter(Boolean).join(' · ');
