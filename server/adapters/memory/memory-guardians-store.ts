import { Effect } from 'effect';
import type { GuardianStore } from '../../ports/guardians.port';
import type { MemoryDb } from './memory-db';

/** The guardian's consent on the memory database: the same columns of the users rows as migration 0015. */
export const memoryGuardianStore = (db: MemoryDb): GuardianStore => {
  const live = (id: number) => {
    const row = db.tables.users.get(id);
    return row && row.deletedAt === null ? row : undefined;
  };
  return {
    find: (userId) =>
      Effect.sync(() => {
        const row = live(userId);
        return row
          ? {
              userId: row.id,
              nickname: row.nickname,
              email: row.email,
              birthDate: row.birthDate,
              guardianEmail: row.guardianEmail,
              pendingSince: row.guardianPendingSince,
              consentedAt: row.guardianConsentedAt,
              consentVersions: row.guardianConsentVersions ? { ...row.guardianConsentVersions } : null,
            }
          : null;
      }),
    nameGuardian: (userId, guardianEmail) =>
      Effect.sync(() => {
        const row = live(userId);
        if (!row || row.guardianPendingSince === null) return false;
        row.guardianEmail = guardianEmail;
        return true;
      }),
    consent: (userId, guardianEmail, versions, now) =>
      Effect.sync(() => {
        const row = live(userId);
        if (!row || row.guardianPendingSince === null || row.guardianEmail !== guardianEmail) return false;
        row.guardianPendingSince = null;
        row.guardianConsentedAt = now;
        row.guardianConsentVersions = { ...versions };
        return true;
      }),
    pendingSince: (before, limit) =>
      Effect.sync(() =>
        [...db.tables.users.values()]
          .filter(
            (u) =>
              u.deletedAt === null &&
              u.guardianPendingSince !== null &&
              u.guardianPendingSince.getTime() <= before.getTime(),
          )
          .sort(
            (a, b) =>
              (a.guardianPendingSince as Date).getTime() - (b.guardianPendingSince as Date).getTime() ||
              a.id - b.id,
          )
          .slice(0, limit)
          .map((u) => u.id),
      ),
  };
};
