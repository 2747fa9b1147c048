// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThreeDotMenu } from './three-dot-menu';

afterEach(cleanup);

const OPTIONS = [
  { mainKey: 'edit', viewKey: '수정' },
  { mainKey: 'delete', viewKey: '삭제', style: 'danger' as const },
];

const setup = () => {
  const onSelect = vi.fn();
  render(
    <div>
      <p>바깥 글</p>
      <ThreeDotMenu options={OPTIONS} onSelect={onSelect} label="댓글 더보기" />
    </div>,
  );
  const trigger = screen.getByRole('button', { name: '댓글 더보기' });
  return { onSelect, trigger };
};

describe('ThreeDotMenu', () => {
  it('opens on click and reports the chosen key, then closes', () => {
    const { onSelect, trigger } = setup();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['수정', '삭제']);
    expect(screen.getByRole('menuitem', { name: '삭제' }).getAttribute('data-style')).toBe('danger');
    fireEvent.click(screen.getByRole('menuitem', { name: '삭제' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('delete');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a press outside, not on a press inside', () => {
    const { onSelect, trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: '수정' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('바깥 글'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    const item = screen.getByRole('menuitem', { name: '수정' });
    item.focus();
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('moves between items with the arrow keys', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    const [edit, del] = screen.getAllByRole('menuitem');
    edit?.focus();
    fireEvent.keyDown(edit as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(del);
    fireEvent.keyDown(del as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(edit);
  });
});
