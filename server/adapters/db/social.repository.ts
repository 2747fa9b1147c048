import { consultationColumns } from '../new-rows';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { Effect } from 'effect';
import { isRole } from '../../../src/domain/role';
import type { SocialRepository } from '../../ports/social.port';
import type { Db } from './client';
import { consultations, follows, users } from './schema';
import { guardUnique } from './unique-violation';

export const socialRepository = (db: Db): SocialRepository => ({
  userRole: (id) =>
    Effect.promise(async () => {
      // A deleted account (회원 탈퇴) is nobody to consult.
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ? (isRole(row.role) ? row.role : 'USER') : null;
    }),
  popularEditors: (viewerId, limit) =>
    Effect.promise(async () => {
      // users_role_idx (role, follower_count desc, id) serves this ordering per role.
      const editors = await db
        .select({
          id: users.id,
          nickname: users.nickname,
          job: users.job,
          profileImageUrl: users.profileImageUrl,
          followerCount: users.followerCount,
        })
        .from(users)
        .where(and(inArray(users.role, ['EDITOR', 'ADMIN']), isNull(users.deletedAt)))
        .orderBy(desc(users.followerCount), users.id)
        .limit(limit);
      const followed =
        viewerId === null || editors.length === 0
          ? new Set<number>()
          : new Set(
              (
                await db
                  .select({ id: follows.followeeId })
                  .from(follows)
                  .where(
                    and(
                      eq(follows.followerId, viewerId),
                      inArray(
                        follows.followeeId,
                        editors.map((e) => e.id),
                      ),
                    ),
                  )
              ).map((r) => r.id),
            );
      return editors.map((e) => ({ ...e, following: followed.has(e.id) }));
    }),
  insertConsultation: (c) =>
    guardUnique(['consultation-daily'], async () => {
      await db.insert(consultations).values(consultationColumns(c));
    }),
});
