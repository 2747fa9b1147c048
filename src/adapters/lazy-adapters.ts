import { Effect } from 'effect';
import type { ArticleEditorApi } from '../application/article-editor/article-editor-api.port';
import type { ImageUpload } from '../application/article-editor/image-upload.port';
import { type ApiError, networkError } from '../application/errors';
import type { NotificationStream } from '../application/ports/notification-stream.port';

/*
 * Adapters bound in the composition root whose code loads on first use instead of with / (the
 * real-adapters.ts binder passes each a dynamic import): the editor's API and image upload, which
 * only the lazily loaded editor pages call, and the notification stream, which runs only for a
 * signed-in viewer. Each loads once and keeps the adapter; a failed load (offline) fails like the
 * network would, and the next use loads again.
 */

/** The load, shared by every caller until it settles; forgotten when it fails so it can be retried. */
const once = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let pending: Promise<A> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

/** The adapter as an Effect: a failed load is the network error any request would give. */
export const loaded = <A>(load: () => Promise<A>): Effect.Effect<A, ApiError> => {
  const get = once(load);
  return Effect.tryPromise({ try: get, catch: () => networkError() });
};

export const lazyArticleEditorApi = (load: () => Promise<ArticleEditorApi>): ArticleEditorApi => {
  const api = loaded(load);
  return {
    createDraft: (doc) => Effect.flatMap(api, (a) => a.createDraft(doc)),
    saveDraft: (id, doc) => Effect.flatMap(api, (a) => a.saveDraft(id, doc)),
    publishDraft: (id, doc) => Effect.flatMap(api, (a) => a.publishDraft(id, doc)),
    create: (doc) => Effect.flatMap(api, (a) => a.create(doc)),
    update: (id, doc) => Effect.flatMap(api, (a) => a.update(id, doc)),
    loadForEdit: (id) => Effect.flatMap(api, (a) => a.loadForEdit(id)),
    listDrafts: () => Effect.flatMap(api, (a) => a.listDrafts()),
  };
};

export const lazyImageUpload = (load: () => Promise<ImageUpload>): ImageUpload => {
  const adapter = loaded(load);
  return {
    upload: (kind, file, onProgress) => Effect.flatMap(adapter, (a) => a.upload(kind, file, onProgress)),
  };
};

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
