import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarSpec, CalendarWriter } from '../../ports/teams.port';

/** Korea has kept UTC+9 without daylight saving since 1988: one STANDARD rule describes it. */
const SEOUL = 'Asia/Seoul';
const seoulTimezone = (name: string): string | null =>
  name === SEOUL
    ? [
        'BEGIN:VTIMEZONE',
        `TZID:${SEOUL}`,
        `X-LIC-LOCATION:${SEOUL}`,
        'BEGIN:STANDARD',
        'TZOFFSETFROM:+0900',
        'TZOFFSETTO:+0900',
        'TZNAME:KST',
        'DTSTART:19700101T000000',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n')
    : null;

const numbers = (day: string, time: string | null) => {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = (time ?? '00:00').split(':').map(Number) as [number, number];
  return { y, mo, d, h, mi };
};

/**
 * A Date whose local fields read the Seoul wall time: with a calendar time zone, ical-generator writes
 * a plain Date's local fields after `TZID=Asia/Seoul`, so the machine's own zone never shifts the time.
 */
const wallTime = (day: string, time: string | null, addMinutes = 0): Date => {
  const { y, mo, d, h, mi } = numbers(day, time);
  return new Date(y, mo - 1, d, h, mi + addMinutes);
};

/** A Date whose local fields read `instant` in UTC (for DTSTAMP, see below). */
const utcWallTime = (instant: Date): Date =>
  new Date(
    instant.getUTCFullYear(),
    instant.getUTCMonth(),
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
    instant.getUTCSeconds(),
  );

/**
 * iCalendar text (RFC 5545) with ical-generator: events at `TZID=Asia/Seoul` with its VTIMEZONE. With
 * a calendar time zone the library writes DTSTAMP in that zone without the `Z` RFC 5545 requires of it,
 * so the stamp is given as its UTC wall time and marked UTC.
 */
export const icalCalendarWriter = (): CalendarWriter => ({
  write: (spec: CalendarSpec) => {
    const calendar = ical({
      name: spec.name,
      prodId: { company: 'kickoff', product: 'match-calendar', language: 'KO' },
      method: ICalCalendarMethod.PUBLISH,
      url: spec.url,
      timezone: { name: SEOUL, generator: seoulTimezone },
      ttl: 60 * 60,
    });
    for (const e of spec.events) {
      const allDay = e.time === null;
      calendar.createEvent({
        id: e.uid,
        summary: e.summary,
        description: e.description,
        location: e.location,
        url: e.url,
        stamp: utcWallTime(spec.stamp),
        timezone: SEOUL,
        allDay,
        start: allDay ? wallTime(e.day, null) : wallTime(e.day, e.time),
        end: allDay ? wallTime(e.day, null, 24 * 60) : wallTime(e.day, e.time, e.minutes),
      });
    }
    return calendar.toString().replace(/^DTSTAMP:(\d{8}T\d{6})\r$/gm, 'DTSTAMP:$1Z\r');
  },
});
