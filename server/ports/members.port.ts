import type { Effect } from 'effect';
import type { Role } from '../../src/domain/role';
import type { SuspensionFacts } from '../../src/domain/suspension';
import type { PageRequest } from './content.port';
import type { Counted } from './profiles.port';

/** A suspension as stored: who, by whom, why, from when until when (null: permanent), lifted or not. */
export type SuspensionRecord = {
  readonly id: number;
  readonly userId: number;
  /** The moderator or admin who suspended; null once their account is gone. */
  readonly actorId: number | null;
  readonly reason: string;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
  readonly liftedAt: Date | null;
};

export type NewSuspension = Pick<SuspensionRecord, 'userId' | 'actorId' | 'reason' | 'startsAt' | 'endsAt'>;

/** A member as the console lists them (never a password hash or a token). */
export type MemberRecord = {
  readonly id: number;
  readonly nickname: string;
  readonly email: string | null;
  readonly role: Role;
  readonly createdAt: Date;
  /** The member's suspension still in force at the time asked, if any. */
  readonly suspension: (SuspensionFacts & { readonly startsAt: Date }) | null;
};

/**
 * Members as the admin console sees them, and their suspensions (issue 22). Deleted accounts are left
 * out. A suspension is in force while not lifted and its end (if any) is after `now`; it ends by itself.
 */
export interface MemberStore {
  /** Members whose nickname or e-mail contains `query` (case-insensitive; null: all), newest first. */
  search(query: string | null, page: PageRequest, now: Date): Effect.Effect<Counted<MemberRecord>>;
  find(id: number, now: Date): Effect.Effect<MemberRecord | null>;
  findByEmail(email: string, now: Date): Effect.Effect<MemberRecord | null>;
  /** Sets the role and bumps the token version (tokens issued before stop working). */
  setRole(id: number, role: Role): Effect.Effect<void>;
  suspend(suspension: NewSuspension): Effect.Effect<SuspensionRecord>;
  /** Lifts every suspension of the member in force at `now`; the number lifted. */
  lift(userId: number, now: Date): Effect.Effect<number>;
}
