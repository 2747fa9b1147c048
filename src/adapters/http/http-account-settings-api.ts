import { Effect } from 'effect';
import type { AccountSettingsApi } from '../../application/account-settings/account-settings-api.port';
import { PROFILE_OPERATIONS as OPS } from '../../contract/profile.operations';
import { VISIBILITY_OPERATIONS } from '../visibility-operations';
import type { HttpClient } from './http-client';

export const createHttpAccountSettingsApi = (http: HttpClient): AccountSettingsApi => ({
  editProfile: (body) => http.call(OPS.editProfile, { body }),
  changePassword: (body) => http.call(OPS.changePassword, { body }),
  setVisibility: (list, visible) =>
    http.call(VISIBILITY_OPERATIONS[list], { body: { visible } }).pipe(Effect.map((r) => r.visible)),
  deleteAccount: (body) => http.call(OPS.deleteAccount, { body }),
});
