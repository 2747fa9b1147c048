import type { Effect } from 'effect';
import type { AgeGroup } from '../../src/domain/catalog';
import type { TeamNoticeKind } from '../../src/domain/teams';

/** One member following one team, since when. */
export type TeamFollow = { readonly userId: number; readonly teamId: number; readonly since: Date };

/** A notice's sent-marker: one per member, match, kind and key. */
export type TeamNoticeKey = {
  readonly userId: number;
  readonly matchId: number;
  readonly kind: TeamNoticeKind;
  readonly key: string;
};

/** Team follows, the notices' sent-markers and the schedules the notice job last saw (issue 27). */
export interface TeamFollowStore {
  /** Idempotent. */
  follow(userId: number, teamId: number, now: Date): Effect.Effect<void>;
  /** Idempotent. */
  unfollow(userId: number, teamId: number): Effect.Effect<void>;
  /** The member's followed team ids, earliest followed first. */
  followedBy(userId: number): Effect.Effect<readonly number[]>;
  /** Every follow of these teams. */
  followersOf(teamIds: readonly number[]): Effect.Effect<readonly TeamFollow[]>;
  /** Every followed team id (the notice job's teams). */
  followedTeams(): Effect.Effect<readonly number[]>;
  /**
   * Records a notice as sent; true when this call recorded it, false when it had been already (by an
   * earlier run, before a restart, or by another process).
   */
  markSent(key: TeamNoticeKey, now: Date): Effect.Effect<boolean>;
  /** The schedule key (scheduleKeyOf) last seen of each of these matches. */
  schedulesSeen(matchIds: readonly number[]): Effect.Effect<ReadonlyMap<number, string>>;
  saveScheduleSeen(matchId: number, schedule: string): Effect.Effect<void>;
}

/** One event of a calendar feed, in the site's own words. */
export type CalendarEvent = {
  /** Stable across feeds and fetches: the match id and the site's domain. */
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string | null;
  /** 'YYYY-MM-DD' (Seoul). */
  readonly day: string;
  /** 'HH:mm' (Seoul), null for a match without a kick-off time (an all-day event). */
  readonly time: string | null;
  readonly minutes: number;
  readonly url: string;
  readonly ageGroup: AgeGroup;
};

export type CalendarSpec = {
  readonly name: string;
  readonly url: string;
  readonly events: readonly CalendarEvent[];
  /** The events' DTSTAMP (when the feed was written); ETags leave it out. */
  readonly stamp: Date;
};

/** Writes a calendar as iCalendar text (RFC 5545). */
export interface CalendarWriter {
  write(calendar: CalendarSpec): string;
}
