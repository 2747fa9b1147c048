import { type RefObject, useEffect, useRef } from 'react';

/** Spec section 9: the next page loads at 80% of the scroll, checked at most every 150 ms. */
export const SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

/**
 * Calls `onNearEnd` when the bottom sentinel shows or the page is scrolled past 80%. Re-armed each
 * time `active` turns true, so a sentinel still in view after a short page asks again at once.
 */
export const useNearEnd = (
  sentinel: RefObject<HTMLElement | null>,
  active: boolean,
  onNearEnd: () => void,
) => {
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;
  useEffect(() => {
    if (!active) return;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            if (entries.some((e) => e.isIntersecting)) callback.current();
          });
    if (sentinel.current) observer?.observe(sentinel.current);
    let last = 0;
    const onScroll = () => {
      const now = Date.now();
      if (now - last < SCROLL_THROTTLE_MS) return;
      last = now;
      const height = document.documentElement.scrollHeight;
      if (height > 0 && (window.scrollY + window.innerHeight) / height >= SCROLL_THRESHOLD)
        callback.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [active, sentinel]);
};
