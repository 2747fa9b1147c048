import { Effect } from 'effect';
import type { AccountApi } from '../application/accounts/account-api.port';
import type { CompetitionsApi } from '../application/competitions/competitions-api.port';
import type { DraftsApi } from '../application/drafts/drafts-api.port';
import type { ImageUpload } from '../application/drafts/image-upload.port';
import { type ApiError, networkError } from '../application/errors';
import type { NotificationStream } from '../application/ports/notification-stream.port';
import type { HttpClient } from './http/http-client';

/*
 * Adapters bound in the composition root whose code loads on first use instead of with / (the
 * real-adapters.ts binder passes each a dynamic import): the content, comment, reaction, draft,
 * upload and account APIs, and the notification stream, which runs only for a signed-in viewer. Each loads once and keeps the adapter; a failed load (offline) fails like the
 * network would, and the next use loads again.
 */

/** The load, shared by every caller until it settles; forgotten when it fails so it can be retried. */
export const once = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let pending: Promise<A> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

/** The port methods that answer an Effect: what a lazily loaded adapter can stand in for. */
type EffectMethods<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Effect.Effect<unknown, ApiError> ? K : never;
}[keyof T];

/**
 * A port whose adapter code loads on first use: each named method waits for the adapter, then calls
 * it. `fixed` carries the port's plain values (a kind), known without loading anything. With `start`
 * the load begins at once, beside the first page's render (the lists every landing page reads), so
 * the code stays out of the first paint without making the first request wait for it.
 */
export const lazyPort = <T extends object>(
  load: () => Promise<T>,
  methods: readonly EffectMethods<T>[],
  fixed: Partial<T> = {},
  options: { start?: boolean } = {},
): T => {
  const get = once(load);
  if (options.start) void get().catch(() => undefined);
  const adapter = Effect.tryPromise({ try: get, catch: () => networkError() });
  const port: Record<PropertyKey, unknown> = { ...fixed };
  for (const name of methods) {
    port[name] = (...args: unknown[]) =>
      Effect.flatMap(adapter, (a) =>
        (a[name] as (...xs: unknown[]) => Effect.Effect<unknown, ApiError>)(...args),
      );
  }
  return port as T;
};

/**
 * The HTTP client whose code (Effect's timeout and retry schedule, the response parsing) loads in a
 * chunk of its own, started at once beside the first render: the first request of a page (the
 * session's profile check, a list) waits for it only if it is not there yet. Every call waits for the
 * client, then runs as the client runs it; a failed load fails like the network would.
 */
export const lazyHttpClient = (load: () => Promise<HttpClient>): HttpClient => {
  const get = once(load);
  void get().catch(() => undefined);
  const client = Effect.tryPromise({ try: get, catch: () => networkError() });
  return {
    call: (op, options) => Effect.flatMap(client, (c) => c.call(op, options)),
    request: ((...args: Parameters<HttpClient['request']>) =>
      Effect.flatMap(client, (c) => c.request(...args))) as HttpClient['request'],
    upload: (path, form, schema) => Effect.flatMap(client, (c) => c.upload(path, form, schema)),
  };
};

export const DRAFTS_METHODS = [
  'createDraft',
  'saveDraft',
  'publishDraft',
  'create',
  'update',
  'loadForEdit',
  'listDrafts',
  'removeDraft',
] as const satisfies readonly EffectMethods<DraftsApi>[];

/** Social login, onboarding and password reset: called only from lazily loaded pages. */
export const ACCOUNT_METHODS = [
  'oauthProviders',
  'exchangeOAuthCode',
  'linkOAuth',
  'completeProfile',
  'requestPasswordReset',
  'resetPassword',
] as const satisfies readonly EffectMethods<AccountApi>[];

/** Only the competition pages call it. */
export const COMPETITIONS_METHODS = [
  'cups',
  'leagues',
  'news',
  'matches',
  'competitions',
  'league',
  'cup',
  'team',
  'followedTeams',
  'follow',
  'unfollow',
] as const satisfies readonly EffectMethods<CompetitionsApi>[];

export const IMAGE_UPLOAD_METHODS = ['upload'] as const satisfies readonly EffectMethods<ImageUpload>[];

/**
 * One stream is created and kept, so what it remembers across reconnects (the Last-Event-ID)
 * survives. A failed load ends the subscription like a failed connection: onClose, after which the
 * notifications machine reconnects later.
 */
export const lazyNotificationStream = (load: () => Promise<NotificationStream>): NotificationStream => {
  const get = once(load);
  return {
    subscribe(handlers) {
      let closed = false;
      let close: (() => void) | undefined;
      get().then(
        (stream) => {
          if (!closed) close = stream.subscribe(handlers);
        },
        (error: unknown) => {
          console.warn('notification stream error', error);
          if (!closed) handlers.onClose();
        },
      );
      return () => {
        closed = true;
        close?.();
      };
    },
  };
};
