import { seoulDateKey } from '../../src/domain/relative-time';

const SEOUL_OFFSET_HOURS = 9;
const MINUTE_MS = 60_000;

/**
 * (today in Asia/Seoul − daysAgo) at `hour`:00 Seoul time, so the demo always looks fresh. A moment that
 * would lie in the future (today, later hour) is moved to a few minutes ago.
 */
export const demoMoment = (now: Date, daysAgo: number, hour: number): Date => {
  const [y, m, d] = seoulDateKey(now).split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d - daysAgo, hour - SEOUL_OFFSET_HOURS));
  const latest = now.getTime() - 5 * MINUTE_MS;
  return at.getTime() > latest ? new Date(latest) : at;
};

/** `minutes` after `start`, never later than a minute ago. */
export const minutesAfter = (start: Date, minutes: number, now: Date): Date => {
  const at = start.getTime() + minutes * MINUTE_MS;
  return new Date(Math.min(at, now.getTime() - MINUTE_MS));
};
