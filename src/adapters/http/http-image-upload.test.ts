import { Effect, Exit } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { createHttpImageUpload } from './http-image-upload';

/** Just enough of XMLHttpRequest for the adapter; the test answers it by hand. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown = null;
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const setup = () => {
  const requests: FakeXhr[] = [];
  const deps = {
    tokenStore: { get: () => 'tok', set: vi.fn(), remove: vi.fn() },
    navigator: { go: vi.fn(), currentPath: () => '/articlePost' },
    authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: vi.fn() },
    createRequest: () => {
      const xhr = new FakeXhr();
      requests.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  };
  return { deps, requests, upload: createHttpImageUpload(deps) };
};

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('http image upload', () => {
  it('posts the file as multipart field image with the bearer token and reports progress', async () => {
    const { upload, requests } = setup();
    const progress: number[] = [];
    const file = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });
    const result = Effect.runPromise(upload.upload('thumbnail', file, (f) => progress.push(f)));
    await tick();
    const xhr = requests[0];
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/image/thumbnatils', withCredentials: true });
    expect(xhr?.headers.Authorization).toBe('Bearer tok');
    expect((xhr?.body as FormData | undefined)?.get('image')).toBeInstanceOf(File);
    xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 });
    xhr?.answer(201, { url: '/api/images/x.webp' });
    expect(await result).toBe('/api/images/x.webp');
    expect(progress).toEqual([0.5]);
  });

  it('signs out on an exact Unauthorized answer and fails with the server reason', async () => {
    const { upload, requests, deps } = setup();
    const result = Effect.runPromiseExit(upload.upload('article', new Blob(['x']), () => undefined));
    await tick();
    expect(requests[0]?.url).toBe('/api/image/articles');
    requests[0]?.answer(401, { message: 'Unauthorized' });
    const exit = await result;
    expect(Exit.isFailure(exit)).toBe(true);
    expect(deps.tokenStore.remove).toHaveBeenCalled();
    expect(deps.navigator.go).toHaveBeenCalledWith('/');
    expect(deps.authEvents.emitUnauthorized).toHaveBeenCalled();
  });

  it('aborts the request when interrupted (upload cancelled)', async () => {
    const { upload, requests } = setup();
    const controller = new AbortController();
    const result = Effect.runPromiseExit(
      upload.upload('article', new Blob(['x']), () => undefined),
      {
        signal: controller.signal,
      },
    );
    await tick();
    controller.abort();
    await result;
    expect(requests[0]?.aborted).toBe(true);
  });
});
