import { and, eq, gt, lte } from 'drizzle-orm';
import { Effect } from 'effect';
import { isRole } from '../../../src/domain/role';
import { isSocialProvider, type SocialProvider } from '../../../src/domain/social-login';
import type { Account } from '../../ports/accounts.port';
import type { Handoff, SocialLoginRepository } from '../../ports/social-login.port';
import type { Db } from './client';
import { oauthHandoffs, userIdentities, users } from './schema';
import { guardUnique, violatedKey } from './unique-violation';

type HandoffRow = typeof oauthHandoffs.$inferSelect;

const toHandoff = (row: HandoffRow): Handoff | null =>
  (row.kind === 'token' || row.kind === 'link') && isSocialProvider(row.provider)
    ? { kind: row.kind, userId: row.userId, provider: row.provider, subject: row.subject, email: row.email }
    : null;

const toAccount = (row: typeof users.$inferSelect): Account => ({
  ...row,
  role: isRole(row.role) ? row.role : 'USER',
});

/** Social identities and handoff codes on Drizzle. */
export const socialLoginRepository = (db: Db): SocialLoginRepository => {
  const bySubject = async (provider: SocialProvider, subject: string) => {
    const [row] = await db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row?.userId ?? null;
  };
  return {
    userIdBySubject: (provider, subject) => Effect.promise(() => bySubject(provider, subject)),
    createSocialAccount: (input) =>
      // A taken placeholder nickname fails typed (the use case draws another); any other error is a defect.
      guardUnique(['nickname'], async () => {
        try {
          return await db.transaction(async (tx) => {
            const [user] = await tx
              .insert(users)
              .values({
                email: input.email,
                passwordHash: null,
                nickname: input.placeholderNickname,
                role: 'USER',
                provider: input.provider.toUpperCase(),
                profileCompletedAt: null,
              })
              .returning();
            if (!user) throw new Error('insert returned no row');
            await tx.insert(userIdentities).values({
              provider: input.provider,
              subject: input.subject,
              userId: user.id,
              email: input.identityEmail,
            });
            return toAccount(user);
          });
        } catch (error) {
          // The same person's first sign-in finished in another request a moment ago: that account wins.
          const key = violatedKey(error);
          if (key === 'identity' || key === 'email') {
            const winner = await bySubject(input.provider, input.subject);
            if (winner !== null) {
              const [row] = await db.select().from(users).where(eq(users.id, winner)).limit(1);
              if (row) return toAccount(row);
            }
          }
          throw error;
        }
      }),
    linkIdentity: (userId, provider, subject, email) =>
      Effect.promise(async () => {
        const rows = await db
          .insert(userIdentities)
          .values({ provider, subject, userId, email })
          .onConflictDoNothing()
          .returning({ userId: userIdentities.userId });
        return rows.length > 0;
      }),
    saveHandoff: (codeHash, handoff, now, expiresAt) =>
      Effect.promise(async () => {
        // Expired codes are swept on the way, so the table holds only the last few minutes' codes.
        await db.delete(oauthHandoffs).where(lte(oauthHandoffs.expiresAt, now));
        await db.insert(oauthHandoffs).values({ codeHash, ...handoff, expiresAt });
      }),
    takeHandoff: (codeHash, now) =>
      Effect.promise(async () => {
        const [row] = await db
          .delete(oauthHandoffs)
          .where(and(eq(oauthHandoffs.codeHash, codeHash), gt(oauthHandoffs.expiresAt, now)))
          .returning();
        return row ? toHandoff(row) : null;
      }),
    peekHandoff: (codeHash, now) =>
      Effect.promise(async () => {
        const [row] = await db
          .select()
          .from(oauthHandoffs)
          .where(and(eq(oauthHandoffs.codeHash, codeHash), gt(oauthHandoffs.expiresAt, now)))
          .limit(1);
        return row ? toHandoff(row) : null;
      }),
  };
};
