import { Effect } from 'effect';
import type { PreferenceRow } from '../../domain/notification-preferences';
import type { PushApi } from './push-api.port';

const PREFERENCES_KEY = ['notification-preferences'] as const;
const DEVICE_KEY = ['push-device'] as const;

/** The member's notification choices and how many browsers receive pushes. */
export const notificationPreferencesQuery = (api: PushApi) => ({
  queryKey: PREFERENCES_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.preferences(), { signal }),
});

/** This browser's push state. */
export const pushDeviceQuery = (api: PushApi) => ({
  queryKey: DEVICE_KEY,
  queryFn: () => Effect.runPromise(api.deviceState()),
});

/** One switch's change (the whole answer replaces the cached table). */
export const savePreferencesMutation = (api: PushApi) => ({
  mutationFn: (rows: readonly PreferenceRow[]) => Effect.runPromise(api.savePreferences(rows)),
});

export const enablePushMutation = (api: PushApi) => ({
  mutationFn: () => Effect.runPromise(api.enable()),
});

export const disablePushMutation = (api: PushApi) => ({
  mutationFn: () => Effect.runPromise(api.disable()),
});

export const PUSH_QUERY_KEYS = { preferences: PREFERENCES_KEY, device: DEVICE_KEY } as const;
