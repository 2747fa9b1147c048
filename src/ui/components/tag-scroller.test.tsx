// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagPicker } from './tag-picker';

afterEach(cleanup);

// jsdom has no PointerEvent; without one, fireEvent sends a bare Event with no coordinates.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

const OPTIONS = [
  { key: 'ALL', label: '전체' },
  { key: 'TACTICS', label: '전술' },
  { key: 'MENTAL', label: '멘탈' },
];

const setup = async () => {
  const onChange = vi.fn();
  render(<TagPicker options={OPTIONS} value="ALL" onChange={onChange} scrollable />);
  const row = screen.getByRole('group', { name: '태그 선택' });
  // The drag gesture's code loads in its own chunk once the row is there.
  await waitFor(() => expect(row.dataset.dragScroll).toBe('ready'), { timeout: 30_000 });
  return { onChange, row };
};

const mouse = { pointerType: 'mouse', button: 0 };

describe('TagScroller with TagPicker', () => {
  it('selects a tag on a plain click and marks the selection', async () => {
    const { onChange } = await setup();
    expect(screen.getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '전술' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('TACTICS');
  });

  it('scrolls while the mouse drags and swallows the click that ends the drag', async () => {
    const { onChange, row } = await setup();
    const tag = screen.getByRole('button', { name: '멘탈' });
    row.scrollLeft = 100;
    fireEvent.pointerDown(tag, { ...mouse, clientX: 200 });
    fireEvent.pointerMove(window, { ...mouse, clientX: 150 });
    expect(row.scrollLeft).toBe(150);
    expect(row.dataset.dragging).toBe('true');
    fireEvent.pointerUp(window, mouse);
    fireEvent.click(tag);
    expect(onChange).not.toHaveBeenCalled();
    expect(row.dataset.dragging).toBeUndefined();

    // The next, ordinary click goes through again.
    fireEvent.click(tag);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('MENTAL');
  });

  it('treats a wobble under the threshold as a click', async () => {
    const { onChange, row } = await setup();
    const tag = screen.getByRole('button', { name: '전술' });
    fireEvent.pointerDown(tag, { ...mouse, clientX: 100 });
    fireEvent.pointerMove(window, { ...mouse, clientX: 103 });
    fireEvent.pointerUp(window, mouse);
    fireEvent.click(tag);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('TACTICS');
    expect(row.scrollLeft).toBe(0);
  });
});
