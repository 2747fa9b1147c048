import { AccountDeleteBody, PasswordChangeBody } from '../../contract/profile';
import { submitForm } from '../auth-forms';
import type { AccountSettingsApi } from './account-settings-api.port';

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'newPasswordConfirm';
const PASSWORD_FIELDS: readonly PasswordChangeField[] = [
  'currentPassword',
  'newPassword',
  'newPasswordConfirm',
];

/**
 * /users/editPassword: checked with the contract first (8 to 64 characters, the two new ones equal,
 * not the current one), then sent; a wrong current password comes back on its field in Korean.
 * Succeeds with the token this session continues with.
 */
export const submitPasswordChange = (
  api: AccountSettingsApi,
  values: Readonly<Record<PasswordChangeField, string>>,
) => submitForm(PasswordChangeBody, PASSWORD_FIELDS, values, (body) => api.changePassword(body));

/**
 * 회원 탈퇴: with the password, or none for a social account that has none (`password` undefined).
 * A wrong or missing password comes back on the password field.
 */
export const submitAccountDeletion = (api: AccountSettingsApi, password: string | undefined) =>
  submitForm(AccountDeleteBody, ['password'] as const, password === undefined ? {} : { password }, (body) =>
    api.deleteAccount(body),
  );
