import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { isPastEnd, offsetOf } from '../../../src/domain/paging';
import { isRole, type Role } from '../../../src/domain/role';
import type { MemberRecord, MemberStore } from '../../ports/members.port';
import type { Db } from './client';
import { suspensions, users } from './schema';

const toRole = (role: string): Role => (isRole(role) ? role : 'USER');

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members on Drizzle, each with the suspension in force at `now` (the longest, if several). */
export const membersRepository = (db: Db): MemberStore => {
  const select = async (where: SQL | undefined, now: Date, page?: { page: number; size: number }) => {
    // Spelled out: Drizzle leaves column names unqualified in a one-table select, which a correlated
    // subquery would read as its own table's.
    const suspension = sql<{ reason: string; until: string | null; startsAt: string } | null>`(
      select json_build_object('reason', s.reason, 'until', s.ends_at, 'startsAt', s.starts_at)
      from suspensions s
      where s.user_id = "users"."id" and s.lifted_at is null and (s.ends_at is null or s.ends_at > ${now.toISOString()}::timestamptz)
      order by s.ends_at desc nulls first, s.id desc limit 1)`;
    let query = db
      .select({
        id: users.id,
        nickname: users.nickname,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        suspension,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .$dynamic();
    if (page) query = query.limit(page.size).offset(offsetOf(page.page, page.size));
    const rows = await query;
    return rows.map(
      (r): MemberRecord => ({
        id: r.id,
        nickname: r.nickname,
        email: r.email,
        role: toRole(r.role),
        createdAt: r.createdAt,
        suspension: r.suspension
          ? {
              reason: r.suspension.reason,
              until: r.suspension.until === null ? null : new Date(r.suspension.until),
              startsAt: new Date(r.suspension.startsAt),
            }
          : null,
      }),
    );
  };
  const alive = isNull(users.deletedAt);
  return {
    search: (query, page, now) =>
      Effect.promise(async () => {
        const where =
          query === null
            ? alive
            : and(
                alive,
                or(
                  sql`${users.nickname} ilike ${containing(query)}`,
                  sql`${users.email} ilike ${containing(query)}`,
                ),
              );
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
        const total = Number(row?.n ?? 0);
        if (isPastEnd(page.page, page.size, total)) return { items: [], total };
        return { items: await select(where, now, page), total };
      }),
    find: (id, now) =>
      Effect.promise(async () => (await select(and(alive, eq(users.id, id)), now))[0] ?? null),
    findByEmail: (email, now) =>
      Effect.promise(
        async () => (await select(and(alive, sql`lower(${users.email}) = lower(${email})`), now))[0] ?? null,
      ),
    setRole: (id, role) =>
      Effect.promise(async () => {
        await db
          .update(users)
          .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, id));
      }),
    suspend: (s) =>
      Effect.promise(async () => {
        const [row] = await db
          .insert(suspensions)
          .values({
            userId: s.userId,
            actorId: s.actorId,
            reason: s.reason,
            startsAt: s.startsAt,
            endsAt: s.endsAt,
          })
          .returning();
        if (!row) throw new Error('suspension not stored');
        return row;
      }),
    lift: (userId, now) =>
      Effect.promise(async () => {
        const lifted = await db
          .update(suspensions)
          .set({ liftedAt: now })
          .where(
            and(
              eq(suspensions.userId, userId),
              isNull(suspensions.liftedAt),
              or(isNull(suspensions.endsAt), gt(suspensions.endsAt, now)),
            ),
          )
          .returning({ id: suspensions.id });
        return lifted.length;
      }),
  };
};
