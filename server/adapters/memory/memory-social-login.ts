import { Effect } from 'effect';
import { isSocialProvider, type SocialProvider } from '../../../src/domain/social-login';
import type { Handoff, SocialLoginRepository } from '../../ports/social-login.port';
import { uniqueViolation } from '../../ports/store-errors';
import { accountOf, newUserRow, takenUserKey } from './memory-accounts';
import type { HandoffRow, MemoryDb } from './memory-db';

/** The identities table's key, its primary key (provider, subject); a provider name has no ':'. */
export const identityKey = (provider: string, subject: string) => `${provider}:${subject}`;

const toHandoff = (row: HandoffRow): Handoff | null =>
  (row.kind === 'token' || row.kind === 'link') && isSocialProvider(row.provider)
    ? { kind: row.kind, userId: row.userId, provider: row.provider, subject: row.subject, email: row.email }
    : null;

/** Social identities and handoff codes on the memory database. */
export const memorySocialLoginRepository = (db: MemoryDb): SocialLoginRepository => {
  const { users, identities, handoffs } = db.tables;
  const bySubject = (provider: SocialProvider, subject: string) =>
    identities.get(identityKey(provider, subject))?.userId ?? null;
  const live = (codeHash: string, now: Date) => {
    const row = handoffs.get(codeHash);
    return row && row.expiresAt.getTime() > now.getTime() ? row : null;
  };
  return {
    userIdBySubject: (provider, subject) => Effect.sync(() => bySubject(provider, subject)),
    createSocialAccount: (input) =>
      Effect.suspend(() => {
        // Drawn before any check, as PostgreSQL draws the identity value before the insert fails.
        const id = db.nextId('users');
        const taken = takenUserKey(db, { email: input.email, nickname: input.placeholderNickname });
        if (taken === 'nickname') return Effect.fail(uniqueViolation('nickname'));
        if (taken === 'email' || identities.has(identityKey(input.provider, input.subject))) {
          // The same person's first sign-in finished a moment ago: that account wins, as on the server.
          const winner = bySubject(input.provider, input.subject);
          const row = winner === null ? undefined : users.get(winner);
          if (row) return Effect.succeed(accountOf(row));
          return Effect.die(new Error(`memory db: ${taken ?? 'identity'} taken by another account`));
        }
        const now = new Date();
        const row = newUserRow(
          id,
          {
            email: input.email,
            passwordHash: null,
            nickname: input.placeholderNickname,
            role: 'USER',
            job: null,
            provider: input.provider.toUpperCase(),
            profileCompletedAt: null,
          },
          now,
        );
        users.set(id, row);
        identities.set(identityKey(input.provider, input.subject), {
          provider: input.provider,
          subject: input.subject,
          userId: id,
          email: input.identityEmail,
          createdAt: now,
        });
        return Effect.succeed(accountOf(row));
      }),
    linkIdentity: (userId, provider, subject, email) =>
      Effect.sync(() => {
        const key = identityKey(provider, subject);
        if (identities.has(key)) return false;
        if (!users.has(userId)) throw new Error(`memory db: no user ${userId}`);
        identities.set(key, { provider, subject, userId, email, createdAt: new Date() });
        return true;
      }),
    saveHandoff: (codeHash, handoff, now, expiresAt) =>
      Effect.sync(() => {
        // Expired codes are swept on the way, as the Drizzle store does.
        for (const [hash, row] of handoffs)
          if (row.expiresAt.getTime() <= now.getTime()) handoffs.delete(hash);
        if (handoffs.has(codeHash)) throw new Error('memory db: handoff code hash already stored');
        if (!users.has(handoff.userId)) throw new Error(`memory db: no user ${handoff.userId}`);
        handoffs.set(codeHash, { codeHash, ...handoff, expiresAt });
      }),
    takeHandoff: (codeHash, now) =>
      Effect.sync(() => {
        const row = live(codeHash, now);
        if (!row) return null;
        handoffs.delete(codeHash);
        return toHandoff(row);
      }),
    peekHandoff: (codeHash, now) =>
      Effect.sync(() => {
        const row = live(codeHash, now);
        return row ? toHandoff(row) : null;
      }),
  };
};
