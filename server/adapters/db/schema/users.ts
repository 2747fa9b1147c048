import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Accounts. Counters are denormalised so profiles and levels never count rows per request. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a social account whose provider gave no verified email that is free. */
    email: text('email'),
    /** Null for a social account that never set a password (password reset can set one). */
    passwordHash: text('password_hash'),
    /** Until onboarding, a social account holds a '#'-prefixed placeholder no user can choose. */
    nickname: text('nickname').notNull(),
    role: text('role').notNull().default('USER'),
    /** Bumped on a role change or "log out everywhere": tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    job: text('job'),
    introduction: text('introduction'),
    profileImageUrl: text('profile_image_url'),
    phoneNumber: text('phone_number'),
    homepageUrl: text('homepage_url'),
    instagramUrl: text('instagram_url'),
    youtubeUrl: text('youtube_url'),
    blogUrl: text('blog_url'),
    boardPostVisibility: boolean('board_post_visibility').notNull().default(true),
    articleCommentVisibility: boolean('article_comment_visibility').notNull().default(true),
    boardCommentVisibility: boolean('board_comment_visibility').notNull().default(true),
    likedArticleVisibility: boolean('liked_article_visibility').notNull().default(true),
    likedBoardPostVisibility: boolean('liked_board_post_visibility').notNull().default(true),
    provider: text('provider').notNull().default('LOCAL'),
    receivedPostLikes: integer('received_post_likes').notNull().default(0),
    receivedCommentLikes: integer('received_comment_likes').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Null until the user has chosen a nickname and accepted the terms: only a first social sign-in
     * creates an account without it (every other insert, existing rows included, gets the default).
     */
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }).defaultNow(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * Set by account deletion (회원 탈퇴): the row stays so the member's content keeps its author, but
     * every personal field is erased and the author reads as 탈퇴한 회원 wherever it is shown.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** `YYYY-MM-DD` (issue 23); never shown to anyone, only its age band. Null for older accounts. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** The guardian a member under 14 named; erased with the account. */
    guardianEmail: text('guardian_email'),
    /** Set while a member under 14 waits for the guardian's consent (nothing may be written until then). */
    guardianPendingSince: timestamp('guardian_pending_since', { withTimezone: true }),
    /** When the guardian consented, and to which document versions (the record of the consent). */
    guardianConsentedAt: timestamp('guardian_consented_at', { withTimezone: true }),
    guardianConsentVersions: jsonb('guardian_consent_versions').$type<Record<string, string>>(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Nicknames are unique regardless of Latin letter case ("Kim" and "kim" are the same person to readers).
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    index('users_role_idx').on(t.role, t.followerCount.desc().nullsFirst(), t.id),
    // The expiry job's scan: only the few accounts waiting for a guardian.
    index('users_guardian_pending_idx')
      .on(t.guardianPendingSince)
      .where(sql`${t.guardianPendingSince} is not null`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
  ],
);
