import type { Effect } from 'effect';
import type { NotificationPreferencesResponse } from '../../contract/push';
import type { PreferenceRow } from '../../domain/notification-preferences';
import type { ApiError } from '../errors';

/** Where this browser stands with push: no Push API, permission refused, not subscribed, subscribed. */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** How turning push on ended in the browser: on, or why not (no Push API, permission refused, failed). */
export type PushEnableOutcome = 'on' | 'unsupported' | 'denied' | 'failed';

/**
 * Notification preferences and this browser's push subscription (issue 27). Only the settings page
 * and the 알림 page call it, so its adapter (HTTP and the browser's service worker and Push API)
 * loads on first use; the service worker is registered only when the member turns push on.
 */
export interface PushApi {
  /** GET /api/notifications/preferences */
  preferences(): Effect.Effect<NotificationPreferencesResponse, ApiError>;
  /** PUT /api/notifications/preferences: the listed categories change. */
  savePreferences(rows: readonly PreferenceRow[]): Effect.Effect<NotificationPreferencesResponse, ApiError>;
  /** This browser's state (never asks for permission). */
  deviceState(): Effect.Effect<PushDeviceState>;
  /** Registers the service worker, asks for permission, subscribes and tells the server. */
  enable(): Effect.Effect<PushEnableOutcome, ApiError>;
  /** Unsubscribes this browser and tells the server. */
  disable(): Effect.Effect<void, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const PUSH_METHODS = [
  'preferences',
  'savePreferences',
  'deviceState',
  'enable',
  'disable',
] as const satisfies readonly (keyof PushApi)[];
