import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import type { ContentDoc, DraftsApi } from '../application/drafts/drafts-api.port';
import type { ImageUpload } from '../application/drafts/image-upload.port';
import type {
  NotificationStream,
  NotificationStreamHandlers,
} from '../application/ports/notification-stream.port';
import { DRAFTS_METHODS, IMAGE_UPLOAD_METHODS, lazyNotificationStream, lazyPort } from './lazy-adapters';

const doc: ContentDoc = { title: '제목', content: '<p>본문</p>', tags: [], thumbnailUrl: null };

const draftsApi = (): DraftsApi => ({
  kind: 'post',
  createDraft: vi.fn(() => Effect.succeed(1)),
  saveDraft: vi.fn(() => Effect.void),
  publishDraft: vi.fn(() => Effect.succeed(2)),
  create: vi.fn(() => Effect.succeed(3)),
  update: vi.fn(() => Effect.void),
  loadForEdit: vi.fn((id: number) =>
    Effect.succeed({ id, ...doc, isDraft: false, authorId: 7, mine: false }),
  ),
  listDrafts: vi.fn(() => Effect.succeed([])),
  removeDraft: vi.fn(() => Effect.void),
});

const handlers = (): NotificationStreamHandlers => ({
  onOpen: vi.fn(),
  onNotification: vi.fn(),
  onClose: vi.fn(),
});

describe('adapters loaded on first use', () => {
  it('load a port once, on the first call, pass every call through and keep its plain values', async () => {
    const api = draftsApi();
    const load = vi.fn(async () => api);
    const lazy = lazyPort(load, DRAFTS_METHODS, { kind: 'post' });
    expect(load).not.toHaveBeenCalled();
    expect(lazy.kind).toBe('post');

    expect(await Effect.runPromise(lazy.createDraft(doc))).toBe(1);
    await Effect.runPromise(lazy.saveDraft(1, doc));
    expect(await Effect.runPromise(lazy.publishDraft(1, doc))).toBe(2);
    expect(await Effect.runPromise(lazy.create(doc))).toBe(3);
    await Effect.runPromise(lazy.update(3, doc));
    expect((await Effect.runPromise(lazy.loadForEdit(9))).id).toBe(9);
    expect(await Effect.runPromise(lazy.listDrafts())).toEqual([]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(api.saveDraft).toHaveBeenCalledWith(1, doc);
    expect(api.update).toHaveBeenCalledWith(3, doc);
  });

  it('fail a call whose code cannot load with the network error, and load again on the next', async () => {
    const upload: ImageUpload = { upload: vi.fn(() => Effect.succeed('/img/1.png')) };
    const load = vi.fn<() => Promise<ImageUpload>>().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValue(upload);
    const lazy = lazyPort(load, IMAGE_UPLOAD_METHODS);
    const file = new Blob(['x']);
    const onProgress = vi.fn();

    const error = await Effect.runPromise(Effect.flip(lazy.upload('thumbnail', file, onProgress)));
    expect(error._tag).toBe('Network');

    expect(await Effect.runPromise(lazy.upload('article', file, onProgress))).toBe('/img/1.png');
    expect(upload.upload).toHaveBeenCalledWith('article', file, onProgress);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('start loading at once when asked, still loading only once', async () => {
    const api = draftsApi();
    const load = vi.fn(async () => api);
    const lazy = lazyPort(load, DRAFTS_METHODS, { kind: 'post' }, { start: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await Effect.runPromise(lazy.create(doc))).toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keep one notification stream for every subscription', async () => {
    const close = vi.fn();
    const stream: NotificationStream = { subscribe: vi.fn(() => close) };
    const load = vi.fn(async () => stream);
    const lazy = lazyNotificationStream(load);
    const first = handlers();

    const unsubscribe = lazy.subscribe(first);
    await vi.waitFor(() => expect(stream.subscribe).toHaveBeenCalledWith(first));
    unsubscribe();
    expect(close).toHaveBeenCalledTimes(1);

    lazy.subscribe(handlers());
    await vi.waitFor(() => expect(stream.subscribe).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('open no connection for a subscription closed before the stream code arrived', async () => {
    const stream: NotificationStream = { subscribe: vi.fn(() => () => undefined) };
    const lazy = lazyNotificationStream(async () => stream);
    const h = handlers();
    lazy.subscribe(h)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stream.subscribe).not.toHaveBeenCalled();
    expect(h.onClose).not.toHaveBeenCalled();
  });

  it('end the subscription like a failed connection when the stream code cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stream: NotificationStream = { subscribe: vi.fn(() => () => undefined) };
    const load = vi.fn<() => Promise<NotificationStream>>().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValue(stream);
    const lazy = lazyNotificationStream(load);
    const h = handlers();

    lazy.subscribe(h);
    await vi.waitFor(() => expect(h.onClose).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalled();

    lazy.subscribe(h);
    await vi.waitFor(() => expect(stream.subscribe).toHaveBeenCalledWith(h));
    warn.mockRestore();
  });
});
