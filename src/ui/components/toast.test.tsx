// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, type ToastType, ToastProvider, useToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Trigger = ({ type, message }: { type: ToastType; message: string }) => {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ type, message })}>
      {message} 띄우기
    </button>
  );
};

const setup = () =>
  render(
    <ToastProvider>
      <Trigger type="success" message="댓글이 작성되었습니다." />
      <Trigger type="error" message="좋아요에 실패했습니다." />
    </ToastProvider>,
  );

const region = () => screen.getByRole('status', { name: '알림 메시지' });

describe('ToastProvider', () => {
  it('shows a toast in a polite live region and removes it after two seconds', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    setup();
    expect(region().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: '댓글이 작성되었습니다. 띄우기' }));
    expect(region().textContent).toContain('댓글이 작성되었습니다.');
    expect(region().textContent).toContain('성공');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region().textContent).toContain('댓글이 작성되었습니다.');
    act(() => vi.advanceTimersByTime(1));
    expect(region().textContent).not.toContain('댓글이 작성되었습니다.');
  });

  it('stacks toasts and lets each expire on its own clock', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '댓글이 작성되었습니다. 띄우기' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: '좋아요에 실패했습니다. 띄우기' }));

    const items = region().querySelectorAll('[data-type]');
    expect(Array.from(items, (el) => el.getAttribute('data-type'))).toEqual(['success', 'error']);

    act(() => vi.advanceTimersByTime(1000));
    expect(region().textContent).not.toContain('댓글이 작성되었습니다.');
    expect(region().textContent).toContain('좋아요에 실패했습니다.');
    act(() => vi.advanceTimersByTime(1000));
    expect(region().querySelectorAll('[data-type]')).toHaveLength(0);
  });

  it('draws a progress bar that runs for the toast duration', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '좋아요에 실패했습니다. 띄우기' }));
    const bar = region().querySelector<HTMLElement>('[data-type="error"] > span:last-child');
    expect(bar?.style.getPropertyValue('--toast-duration')).toBe(`${TOAST_DURATION_MS}ms`);
  });

  it('refuses to work outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger type="info" message="x" />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
