import type { Effect } from 'effect';
import type { TokenResponse } from '../../contract/auth';
import type { AccountDeleteBody, PasswordChangeBody, ProfileEditBody } from '../../contract/profile';
import type { OwnProfile } from '../../contract/user';
import type { VisibilityList } from '../../domain/profile';
import type { ApiError } from '../errors';

/**
 * The signed-in member's account settings (issue 10): the editable profile, the password, the five
 * list visibility toggles and account deletion (회원 탈퇴). Only the lazily loaded settings pages call
 * it, so its HTTP adapter loads on first use.
 */
export interface AccountSettingsApi {
  /** PUT /api/user/profile: the whole editable profile; answers the own profile as saved. */
  editProfile(body: ProfileEditBody): Effect.Effect<OwnProfile, ApiError>;
  /**
   * PATCH /api/user/profile/password: every other session is signed out; the answer is the token this
   * session continues with.
   */
  changePassword(body: PasswordChangeBody): Effect.Effect<TokenResponse, ApiError>;
  /** PATCH /api/user/profile/{list}-visibility: answers the setting now in force. */
  setVisibility(list: VisibilityList, visible: boolean): Effect.Effect<boolean, ApiError>;
  /** DELETE /api/user/profile: the password, or nothing for a social account that has none. */
  deleteAccount(body: AccountDeleteBody): Effect.Effect<void, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const ACCOUNT_SETTINGS_METHODS = [
  'editProfile',
  'changePassword',
  'setVisibility',
  'deleteAccount',
] as const satisfies readonly (keyof AccountSettingsApi)[];
