/**
 * Whether the page is being left: true from `pagehide` until a `pageshow` brings it back from the
 * back-forward cache. The browser cuts off the requests of a page it unloads, and those failures are
 * not the reader's (http-client.ts lets them go unanswered).
 */
export const watchPageLeaving = (
  target: Pick<Window, 'addEventListener'> | undefined = typeof window === 'undefined' ? undefined : window,
): (() => boolean) => {
  let leaving = false;
  target?.addEventListener('pagehide', () => {
    leaving = true;
  });
  target?.addEventListener('pageshow', () => {
    leaving = false;
  });
  return () => leaving;
};
