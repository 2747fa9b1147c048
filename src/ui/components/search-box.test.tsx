// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

afterEach(cleanup);

const setup = (value = '유소년') => {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(<SearchBox value={value} onChange={onChange} onSubmit={onSubmit} placeholder="검색어" />);
  return { onSubmit, onChange, input: screen.getByRole('searchbox', { name: '검색' }) };
};

describe('SearchBox', () => {
  it('submits the value on Enter', () => {
    const { onSubmit, input } = setup();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('유소년');
  });

  it('ignores the Enter that ends a Hangul composition (isComposing)', () => {
    const { onSubmit, input } = setup();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores the Enter reported with keyCode 229 (Safari after compositionend)', () => {
    const { onSubmit, input } = setup();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits with the icon button and reports typing', () => {
    const { onSubmit, onChange, input } = setup('');
    fireEvent.change(input, { target: { value: '전술' } });
    expect(onChange).toHaveBeenCalledWith('전술');
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('');
  });

  it('is a search landmark with the given placeholder', () => {
    const { input } = setup();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(input.getAttribute('placeholder')).toBe('검색어');
  });
});
