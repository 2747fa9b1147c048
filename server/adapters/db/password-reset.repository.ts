import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { PasswordResetRepository } from '../../ports/password-reset.port';
import type { Db } from './client';
import { passwordResetTokens, users } from './schema';

export const passwordResetRepository = (db: Db): PasswordResetRepository => ({
  issue: (userId, tokenHash, now, expiresAt) =>
    Effect.promise(() =>
      db.transaction(async (tx) => {
        await tx
          .delete(passwordResetTokens)
          .where(or(eq(passwordResetTokens.userId, userId), lte(passwordResetTokens.expiresAt, now)));
        await tx.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt, createdAt: now });
      }),
    ),
  isLive: (tokenHash, now) =>
    Effect.promise(async () => {
      const rows = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
        .limit(1);
      return rows.length > 0;
    }),
  consume: (tokenHash, passwordHash, now) =>
    Effect.promise(() =>
      db.transaction(async (tx) => {
        const [used] = await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, used.userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
        return used.userId;
      }),
    ),
});
