import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onOutside` when a press starts outside `ref` (menus, dropdowns, share popovers).
 * Pointer down rather than click, so a drag that ends outside does not count and the menu
 * closes before the outside target reacts.
 */
export const useOutsideClick = (
  ref: RefObject<HTMLElement | null>,
  onOutside: (event: PointerEvent) => void,
  enabled = true,
): void => {
  const handler = useRef(onOutside);
  handler.current = onOutside;

  useEffect(() => {
    if (!enabled) return;
    const onPointerDown = (event: Event) => {
      const node = ref.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) {
        handler.current(event as PointerEvent);
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [ref, enabled]);
};
