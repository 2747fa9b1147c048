import type { AppServices } from '../../../application/app-services';
import {
  provideProfileEditMachine,
  provideVisibilityToggleMachine,
} from '../../../application/account-settings/provide-account-settings';
import { refreshAll } from '../../../application/query-client';
import { useProvided } from '../../hooks/use-provided';

const ports = (s: AppServices) => ({
  accountSettingsApi: s.accountSettingsApi,
  imageUpload: s.imageUpload,
  refresh: refreshAll(s.queryClient),
});
const profileEdit = (s: AppServices) => provideProfileEditMachine(ports(s));
const visibilityToggle = (s: AppServices) => provideVisibilityToggleMachine(ports(s));

/** The settings machines, provided once from the app's ports (in this page's chunk, not on /). */
export const useProfileEditMachine = () => useProvided(profileEdit);
export const useVisibilityToggleMachine = () => useProvided(visibilityToggle);
