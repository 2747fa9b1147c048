// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagingBar } from './paging-bar';

afterEach(cleanup);

const setup = (page: number, totalPages: number) => {
  const onChange = vi.fn();
  render(<PagingBar page={page} totalPages={totalPages} onChange={onChange} />);
  return onChange;
};

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^\d+페이지$/ }).map((b) => Number(b.textContent));

describe('PagingBar', () => {
  it('shows the first block of ten with the current page marked and the start controls disabled', () => {
    setup(1, 25);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(screen.getByRole('button', { name: '1페이지' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: '첫 페이지' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '이전 페이지' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '다음 페이지' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: '마지막 페이지' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: '이전 페이지 묶음' })).toBeNull();
    expect(screen.getByRole('button', { name: '다음 페이지 묶음' }).textContent).toBe('…');
  });

  it('moves a whole block with the ellipsis buttons', () => {
    const onChange = setup(14, 25);
    expect(pageButtons()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지 묶음' }));
    expect(onChange).toHaveBeenLastCalledWith(21);
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지 묶음' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('goes to a clicked page, the neighbours and the ends', () => {
    const onChange = setup(14, 25);
    fireEvent.click(screen.getByRole('button', { name: '17페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(17);
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(13);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(15);
    fireEvent.click(screen.getByRole('button', { name: '첫 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(25);
  });

  it('disables the end controls on the last page and hides the next ellipsis in the last block', () => {
    const onChange = setup(25, 25);
    expect(pageButtons()).toEqual([21, 22, 23, 24, 25]);
    expect(screen.getByRole('button', { name: '다음 페이지' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '마지막 페이지' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '다음 페이지 묶음' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '25페이지' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is a labelled navigation landmark', () => {
    setup(1, 1);
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(pageButtons()).toEqual([1]);
  });
});
