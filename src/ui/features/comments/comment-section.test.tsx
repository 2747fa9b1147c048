// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { fakeToken } from '../../../adapters/fake/fake-accounts';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import type { Role } from '../../../domain/role';
import { COMMENT_TEXT as T } from '../../../domain/text/comments';
import { LoginPromptProvider } from '../../app/login-prompt-provider';
import { SessionProvider } from '../../app/session-provider';
import { ToastProvider } from '../../components';
import { ServicesContext } from '../../hooks/use-services';
import { CommentSection } from './comment-section';

// Demo article 18 'osgood' has 23 top-level comments; user1 is user 5.
const OSGOOD = 18;

const renderSection = (blurForVisitors: boolean, viewer?: { id: number; role: Role }) => {
  const local = memoryStorage();
  if (viewer)
    local.write('TOKEN', fakeToken({ id: viewer.id, role: viewer.role } as Parameters<typeof fakeToken>[0]));
  const services = resolveServices(
    createContainer({ mode: 'fake', local, session: memoryStorage(), alerter: createRecordingAlerter() }),
  );
  const { hook } = memoryLocation({ path: `/article/${OSGOOD}` });
  return render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <Router hook={hook}>
          <ToastProvider>
            <SessionProvider>
              <LoginPromptProvider>
                <CommentSection
                  item={{ kind: 'article', id: OSGOOD }}
                  commentCount={23}
                  blurForVisitors={blurForVisitors}
                  renderLike={() => null}
                />
              </LoginPromptProvider>
            </SessionProvider>
          </ToastProvider>
        </Router>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
};

/** The rendered comment items, whether or not assistive technology can reach them. */
const renderedComments = (container: HTMLElement) => container.querySelectorAll('[data-testid^="comment-"]');

beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

describe('comment section blur for visitors', () => {
  it('shows a visitor the sign-up prompt over a blurred, hidden, inert list', async () => {
    const { container } = renderSection(true);
    await waitFor(() => expect(renderedComments(container).length).toBeGreaterThan(0));
    expect(screen.getByText(T.blurPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.blurSignUp }).getAttribute('href')).toBe('/signUp');
    expect(screen.getByRole('link', { name: T.blurLogin }).getAttribute('href')).toBe('/signIn');
    const blurred = screen.getByTestId('comments-blurred');
    expect(blurred.getAttribute('aria-hidden')).toBe('true');
    expect(blurred.hasAttribute('inert')).toBe(true);
    for (const item of renderedComments(container)) expect(blurred.contains(item)).toBe(true);
    // Nothing of the list reaches the accessibility tree.
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: T.reply })).toBeNull();
  });

  it('shows a signed-in member the comments without the prompt', async () => {
    renderSection(true, { id: 5, role: 'USER' });
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.queryByText(T.blurPrompt)).toBeNull();
    expect(screen.queryByTestId('comments-blurred')).toBeNull();
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getAllByRole('button', { name: T.reply }).length).toBeGreaterThan(0);
  });

  it('leaves the list readable for a visitor when the flag is off', async () => {
    renderSection(false);
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.queryByText(T.blurPrompt)).toBeNull();
  });
});
