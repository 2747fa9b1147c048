import { Effect } from 'effect';
import type { PasswordResetRepository } from '../../ports/password-reset.port';
import type { MemoryDb } from './memory-db';

/**
 * Password reset tokens on the memory database. Each method runs in one synchronous step, which is
 * the transaction the Drizzle store opens: nothing else can run between its reads and writes.
 */
export const memoryPasswordResetRepository = (db: MemoryDb): PasswordResetRepository => {
  const tokens = db.tables.resetTokens;
  const live = (tokenHash: string, now: Date) => {
    const row = tokens.get(tokenHash);
    return row && row.expiresAt.getTime() > now.getTime() ? row : null;
  };
  const dropWhere = (drop: (row: { userId: number; expiresAt: Date }) => boolean) => {
    for (const [hash, row] of tokens) if (drop(row)) tokens.delete(hash);
  };
  return {
    issue: (userId, tokenHash, now, expiresAt) =>
      Effect.sync(() => {
        // The foreign key and the primary key of password_reset_tokens: a miss is a defect there too.
        if (!db.tables.users.has(userId)) throw new Error(`memory db: no user ${userId}`);
        dropWhere((row) => row.userId === userId || row.expiresAt.getTime() <= now.getTime());
        if (tokens.has(tokenHash)) throw new Error('memory db: reset token hash already stored');
        tokens.set(tokenHash, { tokenHash, userId, expiresAt, createdAt: now });
      }),
    isLive: (tokenHash, now) => Effect.sync(() => live(tokenHash, now) !== null),
    consume: (tokenHash, passwordHash, now) =>
      Effect.sync(() => {
        const used = live(tokenHash, now);
        if (!used) return null;
        const user = db.tables.users.get(used.userId);
        if (user) {
          user.passwordHash = passwordHash;
          user.tokenVersion += 1;
        }
        dropWhere((row) => row.userId === used.userId);
        return used.userId;
      }),
  };
};
