import { consultationColumns } from '../new-rows';
import { Effect } from 'effect';
import { hasRoleBadge, isRole } from '../../../src/domain/role';
import type { SocialRepository } from '../../ports/social.port';
import { uniqueViolation } from '../../ports/store-errors';
import { edgeKey, type MemoryDb, type UserRow } from './memory-db';

/** The order of users_role_idx: most followers first, then the older account (lower id). */
const byFollowers = (a: UserRow, b: UserRow) => b.followerCount - a.followerCount || a.id - b.id;

/** The SocialRepository of the demo host on the memory database, with the Drizzle store's answers. */
export const memorySocialRepository = (db: MemoryDb): SocialRepository => {
  const { users, follows, consultations } = db.tables;
  return {
    userRole: (id) =>
      Effect.sync(() => {
        const user = users.get(id);
        if (!user || user.deletedAt !== null) return null;
        return isRole(user.role) ? user.role : 'USER';
      }),
    popularEditors: (viewerId, limit) =>
      Effect.sync(() =>
        [...users.values()]
          // The editors are the roles that write articles and wear the badge: EDITOR and ADMIN.
          .filter((u) => hasRoleBadge(u.role) && u.deletedAt === null)
          .sort(byFollowers)
          .slice(0, Math.max(limit, 0))
          .map((u) => ({
            id: u.id,
            nickname: u.nickname,
            job: u.job,
            profileImageUrl: u.profileImageUrl,
            followerCount: u.followerCount,
            following: viewerId !== null && follows.has(edgeKey(viewerId, u.id)),
          })),
      ),
    insertConsultation: (c) =>
      Effect.suspend(() => {
        if (!users.has(c.senderId) || !users.has(c.recipientId))
          throw new Error('memory db: a consultation names a missing user');
        // The identity takes its value before the unique key is checked: a refused row uses one up.
        const id = db.nextId('consultations');
        // consultations_daily_key: one request per sender, recipient and Seoul day.
        for (const row of consultations.values())
          if (
            row.senderId === c.senderId &&
            row.recipientId === c.recipientId &&
            row.seoulDate === c.seoulDate
          )
            return Effect.fail(uniqueViolation('consultation-daily'));
        consultations.set(id, {
          id,
          ...consultationColumns(c),
          status: 'REQUESTED',
          answer: null,
          answeredAt: null,
        });
        return Effect.void;
      }),
  };
};
