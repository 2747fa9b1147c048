import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { Effect } from 'effect';
import type { GuardianStore } from '../../ports/guardians.port';
import type { Db } from './client';
import { users } from './schema';

/** The guardian's consent on Drizzle: columns of `users` (migration 0015). */
export const guardiansRepository = (db: Db): GuardianStore => ({
  find: (userId) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({
          userId: users.id,
          nickname: users.nickname,
          email: users.email,
          birthDate: users.birthDate,
          guardianEmail: users.guardianEmail,
          pendingSince: users.guardianPendingSince,
          consentedAt: users.guardianConsentedAt,
          consentVersions: users.guardianConsentVersions,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    }),
  nameGuardian: (userId, guardianEmail) =>
    Effect.promise(async () => {
      const rows = await db
        .update(users)
        .set({ guardianEmail })
        .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.guardianPendingSince)))
        .returning({ id: users.id });
      return rows.length > 0;
    }),
  consent: (userId, guardianEmail, versions, now) =>
    Effect.promise(async () => {
      const rows = await db
        .update(users)
        .set({
          guardianPendingSince: null,
          guardianConsentedAt: now,
          guardianConsentVersions: { ...versions },
        })
        .where(
          and(
            eq(users.id, userId),
            isNull(users.deletedAt),
            isNotNull(users.guardianPendingSince),
            eq(users.guardianEmail, guardianEmail),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    }),
  pendingSince: (before, limit) =>
    Effect.promise(async () => {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNull(users.deletedAt), lte(users.guardianPendingSince, before)))
        .orderBy(asc(users.guardianPendingSince), asc(users.id))
        .limit(limit);
      return rows.map((r) => r.id);
    }),
});
