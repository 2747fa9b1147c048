import { type RefObject, useEffect } from 'react';

/**
 * Lets a mouse drag a horizontally overflowing row (drag-scroll.ts). The gesture's code loads in its
 * own small chunk right after the row mounts, not with the first page's script: touch, wheel and
 * keyboard scroll the row natively meanwhile. `data-drag-scroll="ready"` marks a row once it is on.
 */
export const useDragScroll = (ref: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let detach: (() => void) | undefined;
    let gone = false;
    void import('./drag-scroll').then(({ attachDragScroll }) => {
      if (!gone) detach = attachDragScroll(el);
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [ref]);
};
