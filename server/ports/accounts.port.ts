import type { Effect } from 'effect';
import type { Role } from '../../src/domain/role';
import type { SuspensionFacts } from '../../src/domain/suspension';
import type { UniqueViolationOf } from './store-errors';

/** A stored account as the use cases see it. */
export type Account = {
  readonly id: number;
  /** Null for a social account without a verified email of its own. */
  readonly email: string | null;
  /** Null for a social account that never set a password. */
  readonly passwordHash: string | null;
  readonly nickname: string;
  readonly role: Role;
  readonly tokenVersion: number;
  readonly job: string | null;
  readonly introduction: string | null;
  readonly profileImageUrl: string | null;
  readonly phoneNumber: string | null;
  readonly homepageUrl: string | null;
  readonly instagramUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly blogUrl: string | null;
  readonly boardPostVisibility: boolean;
  readonly articleCommentVisibility: boolean;
  readonly boardCommentVisibility: boolean;
  readonly likedArticleVisibility: boolean;
  readonly likedBoardPostVisibility: boolean;
  readonly provider: string;
  readonly receivedPostLikes: number;
  readonly receivedCommentLikes: number;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly createdAt: Date;
  /** Null until onboarding is done (a first social sign-in); every other account has it. */
  readonly profileCompletedAt: Date | null;
  /** Set when the account was deleted (회원 탈퇴): it is then nobody's and has no profile. */
  readonly deletedAt: Date | null;
  /** `YYYY-MM-DD` (issue 23), never shown; null for an account made before dates of birth were asked. */
  readonly birthDate: string | null;
  /** The guardian a member under 14 named (the consent mail's address). */
  readonly guardianEmail: string | null;
  /** Set while a member under 14 waits for the guardian's consent. */
  readonly guardianPendingSince: Date | null;
};

export type NewAccount = {
  readonly email: string;
  readonly passwordHash: string;
  readonly nickname: string;
  readonly role: Role;
  readonly job: string | null;
  /** Issue 23: the date of birth, and for a member under 14 the moment the wait for a guardian began. */
  readonly birthDate?: string | null;
  readonly guardianPendingSince?: Date | null;
  /** A minor's lists start private (src/domain/minors.ts `initialVisibility`); absent: the defaults. */
  readonly boardPostVisibility?: boolean;
  readonly articleCommentVisibility?: boolean;
  readonly boardCommentVisibility?: boolean;
  readonly likedArticleVisibility?: boolean;
  readonly likedBoardPostVisibility?: boolean;
};

/** What a date of birth sets on a new or onboarded account (issue 23): the fields of NewAccount so marked. */
export type MinorFields = Pick<
  NewAccount,
  | 'birthDate'
  | 'guardianPendingSince'
  | 'boardPostVisibility'
  | 'articleCommentVisibility'
  | 'boardCommentVisibility'
  | 'likedArticleVisibility'
  | 'likedBoardPostVisibility'
>;

/**
 * What a token is checked against on every request, and what the request may then do: an incomplete
 * profile is refused everything but onboarding; the account's age picks the new-account rate limits.
 */
export type SessionFacts = {
  readonly role: Role;
  readonly tokenVersion: number;
  readonly profileComplete: boolean;
  readonly createdAt: Date;
  /** True while a member under 14 waits for the guardian's consent: admission refuses every write. */
  readonly guardianPending: boolean;
  /**
   * The member's longest-lasting suspension not lifted, whether or not it has ended yet (admission
   * compares its end with the clock); null when there is none.
   */
  readonly suspension: SuspensionFacts | null;
};

/**
 * Storage of accounts. Database failures are defects (they become a 500), except the unique keys a use
 * case decides on, which fail with UniqueViolation (server/ports/store-errors.ts).
 */
export interface AccountsRepository {
  findById(id: number): Effect.Effect<Account | null>;
  findByEmail(email: string): Effect.Effect<Account | null>;
  sessionFacts(id: number): Effect.Effect<SessionFacts | null>;
  emailTaken(email: string): Effect.Effect<boolean>;
  nicknameTaken(nickname: string): Effect.Effect<boolean>;
  /**
   * Inserts; fails with the UniqueViolation of `email` or `nickname` when another account holds it (taken
   * in a race since the check). With both taken, `email` (its index is checked first).
   */
  insert(account: NewAccount): Effect.Effect<Account, UniqueViolationOf<'email' | 'nickname'>>;
  /**
   * Sign-out: bumps the token version alone, so every token issued to the account so far (this one, a
   * copy of it, other devices') is refused from the next request on. Nothing for an unknown id.
   */
  endSessions(id: number): Effect.Effect<void>;
  /** Sets role and password and bumps the token version. */
  updateCredentials(id: number, changes: { role?: Role; passwordHash?: string }): Effect.Effect<void>;
  /**
   * Onboarding: sets the chosen nickname and job and marks the profile complete, only while it is
   * incomplete. 'done' when the profile was complete already (or there is no such account); fails with
   * the UniqueViolation of `nickname` when another account holds the nickname.
   */
  completeProfile(
    id: number,
    profile: { nickname: string; job: string | null } & MinorFields,
    now: Date,
  ): Effect.Effect<'ok' | 'done', UniqueViolationOf<'nickname'>>;
  isFollowing(followerId: number, followeeId: number): Effect.Effect<boolean>;
}

export interface PasswordHasher {
  hash(password: string): Effect.Effect<string>;
  /** Compares in constant time; with `stored` null it still spends the time of one comparison. */
  verify(password: string, stored: string | null): Effect.Effect<boolean>;
}

export interface TokenIssuer {
  issue(account: { id: number; role: Role; tokenVersion: number }): Effect.Effect<string>;
}

/** Random single-use secrets (reset tokens, one-time codes) and the hash they are stored under. */
export interface OneTimeSecrets {
  create(): { readonly secret: string; readonly hash: string };
  hash(secret: string): string;
}
