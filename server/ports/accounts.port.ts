import type { Effect } from 'effect';
import type { Role } from '../../src/domain/role';

/** A stored account as the use cases see it. */
export type Account = {
  readonly id: number;
  readonly email: string;
  readonly passwordHash: string;
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
};

export type NewAccount = {
  readonly email: string;
  readonly passwordHash: string;
  readonly nickname: string;
  readonly role: Role;
  readonly job: string | null;
};

/** What a token is checked against on every request. */
export type SessionFacts = { readonly role: Role; readonly tokenVersion: number };

/** Storage of accounts. Database failures are defects (they become a 500), never typed errors. */
export interface AccountsRepository {
  findById(id: number): Effect.Effect<Account | null>;
  findByEmail(email: string): Effect.Effect<Account | null>;
  sessionFacts(id: number): Effect.Effect<SessionFacts | null>;
  emailTaken(email: string): Effect.Effect<boolean>;
  nicknameTaken(nickname: string): Effect.Effect<boolean>;
  /** Inserts; `'email' | 'nickname'` when a unique key was taken in a race. */
  insert(account: NewAccount): Effect.Effect<Account | 'email' | 'nickname'>;
  /** Sets role and password and bumps the token version. */
  updateCredentials(id: number, changes: { role?: Role; passwordHash?: string }): Effect.Effect<void>;
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
