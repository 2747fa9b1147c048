// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { LoginPromptProvider } from './login-prompt-provider';

// The dialog's chunk cannot be fetched (offline). Its success is covered by the page tests.
vi.mock('../components/login-required-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const LikeButton = () => {
  const prompt = useLoginPrompt();
  return (
    <button type="button" onClick={prompt}>
      좋아요
    </button>
  );
};

afterEach(cleanup);

describe('login prompt', () => {
  it('leaves the page working when the dialog cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LoginPromptProvider>
        <LikeButton />
      </LoginPromptProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '좋아요' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('login dialog failed to load', expect.any(Error)));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The page is still there and a second prompt is handled the same way.
    error.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '좋아요' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('login dialog failed to load', expect.any(Error)));
    expect(screen.getByRole('button', { name: '좋아요' })).toBeTruthy();
    error.mockRestore();
  });
});
