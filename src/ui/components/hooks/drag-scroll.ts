/** Movement below this many px is a click, above it a drag. */
export const DRAG_THRESHOLD_PX = 5;

/**
 * Lets a mouse drag a horizontally overflowing row (touch and trackpads scroll it natively).
 * A press that moved further than the threshold swallows the click that follows, so dragging
 * across a tag does not also select it.
 */
export const attachDragScroll = (el: HTMLElement): (() => void) => {
  let startX = 0;
  let startScroll = 0;
  let pressed = false;
  let dragged = false;

  const onMove = (event: PointerEvent) => {
    if (!pressed) return;
    const dx = event.clientX - startX;
    if (!dragged && Math.abs(dx) > DRAG_THRESHOLD_PX) {
      dragged = true;
      el.dataset.dragging = 'true';
    }
    if (dragged) {
      event.preventDefault();
      el.scrollLeft = startScroll - dx;
    }
  };
  const onUp = () => {
    pressed = false;
    delete el.dataset.dragging;
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onUp);
  };
  const onDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    pressed = true;
    dragged = false;
    startX = event.clientX;
    startScroll = el.scrollLeft;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
  };
  // Native images and links would start their own drag-and-drop and steal the gesture.
  const onDragStart = (event: DragEvent) => event.preventDefault();

  el.addEventListener('pointerdown', onDown);
  el.addEventListener('click', onClickCapture, true);
  el.addEventListener('dragstart', onDragStart);
  el.dataset.dragScroll = 'ready';
  return () => {
    onUp();
    delete el.dataset.dragScroll;
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('click', onClickCapture, true);
    el.removeEventListener('dragstart', onDragStart);
  };
};
