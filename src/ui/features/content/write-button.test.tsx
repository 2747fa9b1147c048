// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { fakeToken } from '../../../adapters/fake/fake-accounts';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import type { ContentKind } from '../../../domain/content/policy';
import type { Role } from '../../../domain/role';
import { CONTENT_WRITE_TEXT } from '../../../domain/text/content';
import { UI_TEXT } from '../../../domain/text/ui';
import { LoginPromptProvider } from '../../app/login-prompt-provider';
import { SessionProvider } from '../../app/session-provider';
import { ToastProvider } from '../../components';
import { ServicesContext } from '../../hooks/use-services';
import { useSession } from '../../hooks/use-session';
import { WriteButton } from './write-button';

/** Shows the session's state, so a test can wait until it has settled. */
const SessionStatus = () => <output data-testid="session">{useSession().status}</output>;

// Demo accounts: 2 is an editor, 5 a member (content/demo/users.ts, ids in seed order).
const renderButton = (kind: ContentKind, viewer?: { id: number; role: Role }) => {
  const local = memoryStorage();
  if (viewer) local.write('TOKEN', fakeToken(viewer));
  const services = resolveServices(
    createContainer({
      mode: 'fake',
      local,
      session: memoryStorage(),
      alerter: createRecordingAlerter(),
      // The profile answers late, so the first render sees the session still loading.
      fakeLatencyMs: 50,
    }),
  );
  const location = memoryLocation({ path: '/board/home', record: true });
  render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <Router hook={location.hook}>
          <ToastProvider>
            <SessionProvider>
              <LoginPromptProvider>
                <SessionStatus />
                <WriteButton kind={kind} />
              </LoginPromptProvider>
            </SessionProvider>
          </ToastProvider>
        </Router>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
  return location;
};

afterEach(cleanup);

describe('the floating write button', () => {
  it('waits for a loading session instead of taking the member for a visitor, then opens the editor', async () => {
    const location = renderButton('post', { id: 5, role: 'USER' });
    expect(screen.queryByRole('button', { name: CONTENT_WRITE_TEXT.post })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: CONTENT_WRITE_TEXT.post }));
    expect(location.history?.at(-1)).toBe('/boardPost?board=post');
    expect(screen.queryByText(UI_TEXT.loginRequiredTitle)).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    const location = renderButton('qna');
    fireEvent.click(await screen.findByRole('button', { name: CONTENT_WRITE_TEXT.qna }));
    expect(await screen.findByText(UI_TEXT.loginRequiredTitle)).toBeTruthy();
    expect(location.history).toEqual(['/board/home']);
  });

  it('is not offered to a member on the article home, only to editors', async () => {
    renderButton('article', { id: 5, role: 'USER' });
    await screen.findByText('signedIn');
    expect(screen.queryByRole('button', { name: CONTENT_WRITE_TEXT.article })).toBeNull();
    cleanup();
    renderButton('article', { id: 2, role: 'EDITOR' });
    expect(await screen.findByRole('button', { name: CONTENT_WRITE_TEXT.article })).toBeTruthy();
  });
});
