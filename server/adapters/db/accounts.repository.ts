import { and, eq, isNull, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { isRole, type Role } from '../../../src/domain/role';
import type { Account, AccountsRepository, NewAccount } from '../../ports/accounts.port';
import type { Db } from './client';
import { follows, users } from './schema';
import { guardUnique } from './unique-violation';

type UserRow = typeof users.$inferSelect;

const toRole = (role: string): Role => (isRole(role) ? role : 'USER');
const toAccount = (row: UserRow): Account => ({ ...row, role: toRole(row.role) });

/**
 * Accounts on Drizzle. The per-request reads are prepared once: building a 25-column select costs
 * drizzle about 0.2 ms of CPU per call, more than PostgreSQL takes to answer it. Promise rejections
 * become defects (Effect.promise), which the edge answers with 500; only the unique keys a use case
 * decides on fail with UniqueViolation (`guardUnique`).
 */
export const accountsRepository = (db: Db): AccountsRepository => {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('accounts_by_id');
  const byEmail = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .limit(1)
    .prepare('accounts_by_email');
  const facts = db
    .select({
      role: users.role,
      tokenVersion: users.tokenVersion,
      profileCompletedAt: users.profileCompletedAt,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
      guardianPendingSince: users.guardianPendingSince,
      // The member's longest-lasting suspension not lifted (ended or not: admission compares its end
      // with the clock, so it ends by itself while these facts are kept).
      // Spelled out: Drizzle leaves column names unqualified in a one-table select, which a correlated
      // subquery would read as its own table's.
      suspension: sql<{ reason: string; until: string | null } | null>`(
        select json_build_object('reason', s.reason, 'until', s.ends_at)
        from suspensions s
        where s.user_id = "users"."id" and s.lifted_at is null
        order by s.ends_at desc nulls first limit 1)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('accounts_session_facts');
  const following = db
    .select({ one: sql`1` })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, sql.placeholder('follower')),
        eq(follows.followeeId, sql.placeholder('followee')),
      ),
    )
    .limit(1)
    .prepare('accounts_is_following');
  return {
    findById: (id) =>
      Effect.promise(async () => {
        const [row] = await byId.execute({ id });
        return row ? toAccount(row) : null;
      }),
    findByEmail: (email) =>
      Effect.promise(async () => {
        const [row] = await byEmail.execute({ email });
        return row ? toAccount(row) : null;
      }),
    sessionFacts: (id) =>
      Effect.promise(async () => {
        const [row] = await facts.execute({ id });
        // A deleted account has no sessions (its token version moved on as well).
        return row && row.deletedAt === null
          ? {
              role: toRole(row.role),
              tokenVersion: row.tokenVersion,
              profileComplete: row.profileCompletedAt !== null,
              createdAt: row.createdAt,
              guardianPending: row.guardianPendingSince !== null,
              suspension: row.suspension
                ? {
                    reason: row.suspension.reason,
                    until: row.suspension.until === null ? null : new Date(row.suspension.until),
                  }
                : null,
            }
          : null;
      }),
    emailTaken: (email) =>
      Effect.promise(async () => {
        const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        return rows.length > 0;
      }),
    nicknameTaken: (nickname) =>
      Effect.promise(async () => {
        const rows = await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.nickname}) = lower(${nickname})`)
          .limit(1);
        return rows.length > 0;
      }),
    insert: (account: NewAccount) =>
      guardUnique(['email', 'nickname'], async () => {
        const [row] = await db.insert(users).values(account).returning();
        if (!row) throw new Error('insert returned no row');
        return toAccount(row);
      }),
    endSessions: (id) =>
      Effect.promise(async () => {
        await db
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, id));
      }),
    updateCredentials: (id, changes) =>
      Effect.promise(async () => {
        await db
          .update(users)
          .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, id));
      }),
    completeProfile: (id, profile, now) =>
      guardUnique(['nickname'], async () => {
        const rows = await db
          .update(users)
          .set({ ...profile, profileCompletedAt: now, termsAcceptedAt: now })
          .where(and(eq(users.id, id), isNull(users.profileCompletedAt)))
          .returning({ id: users.id });
        return rows.length > 0 ? ('ok' as const) : ('done' as const);
      }),
    isFollowing: (followerId, followeeId) =>
      Effect.promise(async () => {
        const rows = await following.execute({ follower: followerId, followee: followeeId });
        return rows.length > 0;
      }),
  };
};
