import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { scheduledJobs } from './schema';

/**
 * Claims a scheduled job for this interval: the row's time moves to `now` only when the last claim is
 * older than most of an interval (timers of two processes drift a little), and only the process whose
 * statement moved it gets the row back.
 */
export const jobClaims =
  (db: Db) =>
  async (name: string, now: Date, intervalMs: number): Promise<boolean> => {
    const before = new Date(now.getTime() - intervalMs * 0.9);
    const rows = await db
      .insert(scheduledJobs)
      .values({ name, claimedAt: now })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { claimedAt: now },
        setWhere: sql`${scheduledJobs.claimedAt} <= ${before.toISOString()}`,
      })
      .returning({ name: scheduledJobs.name });
    return rows.length > 0;
  };
