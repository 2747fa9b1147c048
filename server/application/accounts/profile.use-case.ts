import { Effect } from 'effect';
import { levelFromLikes, levelKey } from '../../../src/domain/level';
import { ageBandOf, introForOthers } from '../../../src/domain/minors';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { activeSuspension } from '../../../src/domain/suspension';
import type { Viewer } from '../../../src/domain/viewer';
import type { Account, AccountsRepository } from '../../ports/accounts.port';
import { NotFound, Unauthorized } from '../errors';

const userLevel = (a: Account) => levelKey(levelFromLikes(a.receivedPostLikes, a.receivedCommentLikes));

const publicFields = (a: Account) => ({
  id: a.id,
  name: a.nickname,
  profileImageUrl: a.profileImageUrl,
  role: a.role,
  job: a.job,
  introduction: a.introduction,
  homepageUrl: a.homepageUrl,
  instagramUrl: a.instagramUrl,
  youtubeUrl: a.youtubeUrl,
  blogUrl: a.blogUrl,
  followerCount: a.followerCount,
  followingCount: a.followingCount,
  userLevel: userLevel(a),
});

/** GET /api/user/profile: every own-profile field of spec section 3. */
export const ownProfile = (accounts: AccountsRepository, actor: NonNullable<Viewer>) =>
  Effect.gen(function* () {
    const a = yield* accounts.findById(actor.id);
    // The auth middleware saw this account a moment ago; gone now means it was deleted in between.
    if (!a || a.deletedAt !== null) return yield* Effect.fail(new Unauthorized({}));
    return {
      ...publicFields(a),
      email: a.email,
      phoneNumber: a.phoneNumber,
      boardPostVisibility: a.boardPostVisibility,
      articleCommentVisibility: a.articleCommentVisibility,
      boardCommentVisibility: a.boardCommentVisibility,
      likedArticleVisibility: a.likedArticleVisibility,
      likedBoardPostVisibility: a.likedBoardPostVisibility,
      receivedPostLikes: a.receivedPostLikes,
      receivedCommentLikes: a.receivedCommentLikes,
      provider: a.provider,
      profileComplete: a.profileCompletedAt !== null,
      // Issue 23: a member under 14 waiting for a guardian's consent (the app's banner); never the date.
      guardianPending: a.guardianPendingSince !== null,
    };
  });

/**
 * GET /api/user/profile as the session reads it: the own profile with the suspension in force at `now`
 * (issue 22), so the app shows its banner on every page; null when there is none.
 */
export const ownSession = (accounts: AccountsRepository, actor: NonNullable<Viewer>, now: Date) =>
  Effect.gen(function* () {
    const profile = yield* ownProfile(accounts, actor);
    const facts = yield* accounts.sessionFacts(actor.id);
    const suspension = activeSuspension(facts?.suspension, now);
    return {
      ...profile,
      suspension: suspension
        ? { reason: suspension.reason, until: suspension.until?.toISOString() ?? null }
        : null,
    };
  });

/**
 * GET /api/user/{id}: the public profile and whether the viewer follows this user. Of a member under 14,
 * others see no job, introduction or links (issue 23, src/domain/minors.ts `introForOthers`), whatever the
 * child entered; the member sees their own.
 */
export const publicProfile = (accounts: AccountsRepository, viewer: Viewer, id: number, now: Date) =>
  Effect.gen(function* () {
    const a = yield* accounts.findById(id);
    // Before onboarding there is no public profile yet (its nickname is a placeholder); after account
    // deletion there is none any more.
    if (!a || a.profileCompletedAt === null || a.deletedAt !== null)
      return yield* Effect.fail(new NotFound({ message: SERVER_MESSAGES.userNotFound }));
    const following = viewer && viewer.id !== id ? yield* accounts.isFollowing(viewer.id, id) : false;
    const fields =
      viewer?.id === id ? publicFields(a) : introForOthers(publicFields(a), ageBandOf(a.birthDate, now));
    return { ...fields, following };
  });
