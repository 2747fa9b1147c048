import { and, asc, eq, inArray } from 'drizzle-orm';
import { Effect } from 'effect';
import type { TeamFollowStore } from '../../ports/teams.port';
import type { Db } from './client';
import { matchSchedulesSeen, teamFollows, teamNotices } from './schema';

/** Team follows, the notices' sent-markers and the schedules last seen, on Drizzle (issue 27). */
export const teamFollowsRepository = (db: Db): TeamFollowStore => ({
  follow: (userId, teamId, now) =>
    Effect.promise(async () => {
      await db.insert(teamFollows).values({ userId, teamId, createdAt: now }).onConflictDoNothing();
    }),
  unfollow: (userId, teamId) =>
    Effect.promise(async () => {
      await db.delete(teamFollows).where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)));
    }),
  followedBy: (userId) =>
    Effect.promise(async () =>
      (
        await db
          .select({ teamId: teamFollows.teamId })
          .from(teamFollows)
          .where(eq(teamFollows.userId, userId))
          .orderBy(asc(teamFollows.createdAt), asc(teamFollows.teamId))
      ).map((r) => r.teamId),
    ),
  followersOf: (teamIds) =>
    Effect.promise(async () =>
      teamIds.length === 0
        ? []
        : (
            await db
              .select()
              .from(teamFollows)
              .where(inArray(teamFollows.teamId, [...teamIds]))
              .orderBy(asc(teamFollows.teamId), asc(teamFollows.userId))
          ).map((r) => ({ userId: r.userId, teamId: r.teamId, since: r.createdAt })),
    ),
  followedTeams: () =>
    Effect.promise(async () =>
      (
        await db
          .selectDistinct({ teamId: teamFollows.teamId })
          .from(teamFollows)
          .orderBy(asc(teamFollows.teamId))
      ).map((r) => r.teamId),
    ),
  markSent: (key, now) =>
    Effect.promise(async () => {
      const rows = await db
        .insert(teamNotices)
        .values({ ...key, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: teamNotices.userId });
      return rows.length > 0;
    }),
  schedulesSeen: (matchIds) =>
    Effect.promise(async () => {
      if (matchIds.length === 0) return new Map<number, string>();
      const rows = await db
        .select()
        .from(matchSchedulesSeen)
        .where(inArray(matchSchedulesSeen.matchId, [...matchIds]));
      return new Map(rows.map((r) => [r.matchId, r.schedule]));
    }),
  saveScheduleSeen: (matchId, schedule) =>
    Effect.promise(async () => {
      await db
        .insert(matchSchedulesSeen)
        .values({ matchId, schedule })
        .onConflictDoUpdate({ target: matchSchedulesSeen.matchId, set: { schedule } });
    }),
});
