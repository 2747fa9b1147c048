import { Effect } from 'effect';
import { VISIBILITY_SETTINGS, type VisibilityList } from '../../../src/domain/profile';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { SERVER_MESSAGE_TEXT } from '../../../src/domain/text/errors';
import { PROFILE_INPUT_TEXT as P } from '../../../src/domain/text/profile';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import type { Viewer } from '../../../src/domain/viewer';
import { ownSession } from '../accounts/profile.use-case';
import { BadRequest, Conflict, Unauthorized } from '../errors';
import type { ProfileDeps } from './profile-deps';

/** The edit-profile body after the contract (names, lengths, link schemes checked there). */
export type ProfileEditInput = {
  readonly name: string;
  readonly job: string | null;
  readonly introduction: string | null;
  readonly homepageUrl: string | null;
  readonly instagramUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly blogUrl: string | null;
  readonly profileImageUrl: string | null;
};

/** An empty (or blank) optional field clears it. */
const orNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text);

/** PATCH /api/user/profile/{list}-visibility: shows or hides one list from everyone but its owner. */
export const setListVisibility = (
  deps: ProfileDeps,
  actor: NonNullable<Viewer>,
  list: VisibilityList,
  visible: boolean,
) =>
  deps.uow.read.profiles
    .setVisibility(actor.id, VISIBILITY_SETTINGS[list], visible)
    .pipe(Effect.as({ visible }));

/**
 * PUT /api/user/profile. The picture is kept, removed (null), or an image this server stored (an
 * upload to /api/image/profiles): a URL from anywhere else is refused, so profiles load pictures only
 * from our origin. A name another account has is a 409, as at sign-up. Answers the own profile as GET
 * /api/user/profile does (with the suspension in force).
 */
export const editProfile = (deps: ProfileDeps, actor: NonNullable<Viewer>, input: ProfileEditInput) =>
  Effect.gen(function* () {
    const account = yield* deps.accounts.findById(actor.id);
    if (!account) return yield* new Unauthorized({});
    const picture = orNull(input.profileImageUrl);
    if (picture !== null && picture !== account.profileImageUrl && !(yield* deps.images.isStored(picture)))
      return yield* new BadRequest({
        message: SERVER_MESSAGES.badRequest,
        errors: [{ field: 'profileImageUrl', reason: P.profileImage }],
      });
    yield* deps.uow.read.profiles
      .updateProfile(actor.id, {
        nickname: input.name,
        job: orNull(input.job),
        introduction: orNull(input.introduction),
        homepageUrl: orNull(input.homepageUrl),
        instagramUrl: orNull(input.instagramUrl),
        youtubeUrl: orNull(input.youtubeUrl),
        blogUrl: orNull(input.blogUrl),
        profileImageUrl: picture,
      })
      .pipe(
        Effect.catchTag('UniqueViolation', () =>
          Effect.fail(
            new Conflict({
              message: SERVER_MESSAGES.conflict,
              errors: [{ field: 'name', reason: VALIDATION_TEXT.nicknameTaken }],
            }),
          ),
        ),
      );
    return yield* ownSession(deps.accounts, actor, deps.clock());
  });

const wrongPassword = (field: string) =>
  new BadRequest({
    message: SERVER_MESSAGES.wrongPassword,
    errors: [{ field, reason: SERVER_MESSAGE_TEXT[SERVER_MESSAGES.wrongPassword] }],
  });

/**
 * PATCH /api/user/profile/password. The current password must match (an account without one, a
 * social sign-in, sets one through the reset mail instead). The new hash and a new token version are
 * written together, so every other session's token is refused from the next request on; the caller
 * continues with the fresh token this answers.
 */
export const changePassword = (
  deps: ProfileDeps,
  actor: NonNullable<Viewer>,
  input: { readonly currentPassword: string; readonly newPassword: string },
) =>
  Effect.gen(function* () {
    const account = yield* deps.accounts.findById(actor.id);
    if (!account) return yield* new Unauthorized({});
    if (!(yield* deps.hasher.verify(input.currentPassword, account.passwordHash)))
      return yield* wrongPassword('currentPassword');
    const passwordHash = yield* deps.hasher.hash(input.newPassword);
    yield* deps.accounts.updateCredentials(actor.id, { passwordHash });
    const updated = yield* deps.accounts.findById(actor.id);
    if (!updated) return yield* new Unauthorized({});
    return { token: yield* deps.tokens.issue(updated) };
  });

/** The name a deleted account holds: '#'-prefixed like onboarding's placeholders (no user can choose one), unique by id. */
export const deletedAccountName = (id: number): string => `#deleted:${id}`;

/**
 * DELETE /api/user/profile (회원 탈퇴). An account with a password confirms with it; a social account
 * that never set one has nothing to confirm with beyond its session. In one transaction the account is
 * marked deleted, its personal fields erased and its sessions ended; its published content stays,
 * shown as by 탈퇴한 회원 (src/domain/content/author-view.ts), and its email may sign up again.
 */
export const deleteAccount = (
  deps: ProfileDeps,
  actor: NonNullable<Viewer>,
  input: { readonly password?: string | undefined },
) =>
  Effect.gen(function* () {
    const account = yield* deps.accounts.findById(actor.id);
    if (!account || account.deletedAt !== null) return yield* new Unauthorized({});
    if (account.passwordHash !== null) {
      if (input.password === undefined)
        return yield* new BadRequest({
          message: SERVER_MESSAGES.badRequest,
          errors: [{ field: 'password', reason: VALIDATION_TEXT.required }],
        });
      if (!(yield* deps.hasher.verify(input.password, account.passwordHash)))
        return yield* wrongPassword('password');
    }
    const now = deps.clock();
    yield* deps.uow.transaction((stores) =>
      stores.profiles.deleteAccount(actor.id, deletedAccountName(actor.id), now),
    );
  });
