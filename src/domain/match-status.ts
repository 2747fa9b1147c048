import type { AgeGroup } from './catalog';
import { parseInstant } from './relative-time';
import { COMPETITION_TEXT } from './text/competition';

/*
 * A match's status at an instant: scheduled before kick-off, live from kick-off until the final
 * whistle, finished after it. How long a match lasts depends on the age group (the association's
 * playing rules: halves of 25 minutes for 8-a-side elementary football up to 45 for high school and
 * university), plus the half-time break and a few minutes of stoppage time.
 */

export type MatchStatusWord =
  | typeof COMPETITION_TEXT.scheduledStatus
  | typeof COMPETITION_TEXT.liveStatus
  | typeof COMPETITION_TEXT.finishedStatus;

/** Minutes of one half per age group. */
const HALF_MINUTES: Readonly<Record<AgeGroup, number>> = {
  U11: 20,
  U12: 25,
  U14: 35,
  U15: 35,
  U17: 40,
  U18: 45,
  U20: 45,
  U22: 45,
};
const BREAK_MINUTES = 10;
const STOPPAGE_MINUTES = 5;
const MINUTE_MS = 60_000;

/** Minutes from kick-off to the final whistle (two halves, the break, stoppage time). */
export const matchMinutes = (ageGroup: AgeGroup): number =>
  2 * HALF_MINUTES[ageGroup] + BREAK_MINUTES + STOPPAGE_MINUTES;

/** Epoch ms of a match's kick-off ('YYYY-MM-DD HH:mm', Seoul time), or null without a time. */
export const kickoffOf = (matchDate: string): number | null =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(matchDate) ? parseInstant(matchDate) : null;

/** Epoch ms of the final whistle, or null without a kick-off time. */
export const finalWhistleOf = (matchDate: string, ageGroup: AgeGroup): number | null => {
  const kickoff = kickoffOf(matchDate);
  return kickoff === null ? null : kickoff + matchMinutes(ageGroup) * MINUTE_MS;
};

/** Scheduled before kick-off, live until the final whistle, finished from then on (the catalog's words). */
export const matchStatusAt = (
  match: { readonly matchDate: string; readonly uageGroup: AgeGroup },
  now: Date,
): MatchStatusWord => {
  const kickoff = kickoffOf(match.matchDate);
  if (kickoff === null) throw new Error(`no kick-off time: ${match.matchDate}`);
  const t = now.getTime();
  if (t < kickoff) return COMPETITION_TEXT.scheduledStatus;
  return t < kickoff + matchMinutes(match.uageGroup) * MINUTE_MS
    ? COMPETITION_TEXT.liveStatus
    : COMPETITION_TEXT.finishedStatus;
};

export const isMatchLive = (match: { readonly matchStatus: string | null | undefined }): boolean =>
  typeof match.matchStatus === 'string' && match.matchStatus.trim() === COMPETITION_TEXT.liveStatus;

/**
 * A match day's order (the competition home, spec section 2): live matches first, then the rest,
 * each part keeping the order it came in (by kick-off).
 */
export const liveFirst = <M extends { readonly matchStatus: string | null | undefined }>(
  matches: readonly M[],
): M[] => [...matches.filter(isMatchLive), ...matches.filter((m) => !isMatchLive(m))];
