import { Effect } from 'effect';
import type { Account, AccountsRepository, NewAccount } from '../../ports/accounts.port';
import { uniqueViolation } from '../../ports/store-errors';
import { edgeKey, type MemoryDb, type UserRow } from './memory-db';
import { lastingSuspensionOf } from './memory-members-store';

const suspensionFactsOf = (s: { reason: string; endsAt: Date | null } | null) =>
  s ? { reason: s.reason, until: s.endsAt } : null;

/**
 * A copy of the whole row, as the Drizzle store spreads its `select()` row: the object carries
 * `termsAcceptedAt` too, so both hosts hand the use cases the same shape.
 */
export const accountOf = (row: UserRow): Account => ({ ...row });

/**
 * The key of `users_nickname_key`, a unique index on lower(nickname): "Kim" and "kim" are one nickname.
 * The database lowers one code point at a time, so a final Σ is σ and İ is i, where JavaScript's
 * toLowerCase gives ς and i̇.
 */
export const nicknameKey = (nickname: string): string =>
  Array.from(nickname, (c) => String.fromCodePoint(c.toLowerCase().codePointAt(0) ?? 0)).join('');

const sameNickname = (a: string, b: string) => nicknameKey(a) === nicknameKey(b);

/** The unique key another user already holds for these values, in the order PostgreSQL checks them. */
export const takenUserKey = (
  db: MemoryDb,
  values: { email: string | null; nickname: string },
  exceptId?: number,
): 'email' | 'nickname' | null => {
  const others = [...db.tables.users.values()].filter((u) => u.id !== exceptId);
  // users_email_key was created before users_nickname_key, so a row breaking both reports the email.
  if (values.email !== null && others.some((u) => u.email === values.email)) return 'email';
  if (others.some((u) => sameNickname(u.nickname, values.nickname))) return 'nickname';
  return null;
};

/** What a new users row must be given; every other column may be given too, or takes its default. */
export type NewUserValues = Pick<UserRow, 'email' | 'passwordHash' | 'nickname' | 'role' | 'job'> &
  Partial<Omit<UserRow, 'id'>>;

/**
 * The columns of a new users row: the column defaults of the schema (server/adapters/db/schema/users.ts)
 * under `values`, with `now` for the columns the database fills with now(). The one place the memory
 * stores, the memory seed and the port suites take a new account's defaults from; the accounts suite
 * holds it to the database's.
 */
export const newUserColumns = (values: NewUserValues, now: Date): Omit<UserRow, 'id'> => ({
  tokenVersion: 0,
  introduction: null,
  profileImageUrl: null,
  phoneNumber: null,
  homepageUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  blogUrl: null,
  boardPostVisibility: true,
  articleCommentVisibility: true,
  boardCommentVisibility: true,
  likedArticleVisibility: true,
  likedBoardPostVisibility: true,
  provider: 'LOCAL',
  receivedPostLikes: 0,
  receivedCommentLikes: 0,
  followerCount: 0,
  followingCount: 0,
  createdAt: now,
  profileCompletedAt: now,
  termsAcceptedAt: null,
  deletedAt: null,
  birthDate: null,
  guardianEmail: null,
  guardianPendingSince: null,
  guardianConsentedAt: null,
  guardianConsentVersions: null,
  ...values,
});

/** A new users row with the id the table drew for it (newUserColumns). */
export const newUserRow = (id: number, values: NewUserValues, now: Date): UserRow => ({
  id,
  ...newUserColumns(values, now),
});

/** Accounts on the memory database, with the unique keys the database's indexes enforce. */
export const memoryAccountsRepository = (db: MemoryDb): AccountsRepository => {
  const users = db.tables.users;
  const byEmail = (email: string) => [...users.values()].find((u) => u.email === email);
  return {
    findById: (id) =>
      Effect.sync(() => {
        const row = users.get(id);
        return row ? accountOf(row) : null;
      }),
    findByEmail: (email) =>
      Effect.sync(() => {
        const row = byEmail(email);
        return row ? accountOf(row) : null;
      }),
    sessionFacts: (id) =>
      Effect.sync(() => {
        const row = users.get(id);
        return row && row.deletedAt === null
          ? {
              role: row.role,
              tokenVersion: row.tokenVersion,
              profileComplete: row.profileCompletedAt !== null,
              createdAt: row.createdAt,
              guardianPending: row.guardianPendingSince !== null,
              suspension: suspensionFactsOf(lastingSuspensionOf(db, id)),
            }
          : null;
      }),
    emailTaken: (email) => Effect.sync(() => byEmail(email) !== undefined),
    nicknameTaken: (nickname) =>
      Effect.sync(() => [...users.values()].some((u) => sameNickname(u.nickname, nickname))),
    insert: (account: NewAccount) =>
      Effect.suspend(() => {
        // The identity value is drawn before the unique check, as PostgreSQL does: a refused insert
        // leaves a gap in the ids on both hosts.
        const id = db.nextId('users');
        const taken = takenUserKey(db, account);
        if (taken) return Effect.fail(uniqueViolation(taken));
        const row = newUserRow(id, account, new Date());
        users.set(id, row);
        return Effect.succeed(accountOf(row));
      }),
    endSessions: (id) =>
      Effect.sync(() => {
        const row = users.get(id);
        if (row) row.tokenVersion += 1;
      }),
    updateCredentials: (id, changes) =>
      Effect.sync(() => {
        const row = users.get(id);
        if (!row) return;
        if (changes.role !== undefined) row.role = changes.role;
        if (changes.passwordHash !== undefined) row.passwordHash = changes.passwordHash;
        row.tokenVersion += 1;
      }),
    completeProfile: (id, profile, now) =>
      Effect.suspend(() => {
        const row = users.get(id);
        if (!row || row.profileCompletedAt !== null) return Effect.succeed('done' as const);
        if (takenUserKey(db, { email: null, nickname: profile.nickname }, id))
          return Effect.fail(uniqueViolation('nickname'));
        Object.assign(row, profile);
        row.profileCompletedAt = now;
        row.termsAcceptedAt = now;
        return Effect.succeed('ok' as const);
      }),
    isFollowing: (followerId, followeeId) =>
      Effect.sync(() => db.tables.follows.has(edgeKey(followerId, followeeId))),
  };
};
