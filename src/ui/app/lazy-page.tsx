import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec section 9: a page chunk that has not arrived after 120 s is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Races the import against the timeout; the timer is cleared whichever settles first. */
export const importWithTimeout = <T,>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk load timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });

// React.lazy remembers a rejected import for good, so a failed page is rebuilt on retry.
const failedPages = new Set<() => void>();

/** Called by the retry button of the chunk error screen. */
export const retryFailedPages = (): void => {
  for (const rebuild of failedPages) rebuild();
  failedPages.clear();
};

/** A lazily loaded page; `current` is replaced when a failed load is retried. */
export interface LazyPageHandle<P extends object> {
  current: LazyExoticComponent<ComponentType<P>>;
}

/** React.lazy for a named page export, with the chunk-load timeout and a rebuild after failure. */
export const lazyPage = <P extends object = Record<string, never>>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPageHandle<P> => {
  const build = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      importWithTimeout(load, timeoutMs).then(
        (module) => ({ default: module[name] as ComponentType<P> }),
        (error: unknown) => {
          failedPages.add(() => {
            handle.current = build();
          });
          throw error;
        },
      ),
    );
  const handle: LazyPageHandle<P> = { current: build() };
  return handle;
};

/** Renders the current component of a lazy page handle with the given props. */
export const LazyPage = <P extends object>({
  page,
  props,
}: {
  page: LazyPageHandle<P>;
  props: NoInfer<P>;
}) => {
  const Current = page.current;
  return <Current {...props} />;
};
