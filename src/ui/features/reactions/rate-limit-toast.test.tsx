// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Effect } from 'effect';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { fakeToken } from '../../../adapters/fake/fake-accounts';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import type { AppServices } from '../../../application/app-services';
import { type ApiError, apiErrorFromStatus } from '../../../application/errors';
import type { LikeTarget, ReactionsApi } from '../../../application/reactions/reactions-api.port';
import { type RateLimitPolicy, retryWait } from '../../../domain/rate-limit';
import { RATE_LIMIT_TEXT } from '../../../domain/text/rate-limit';
import { REACTION_TEXT } from '../../../domain/text/reactions';
import { UI_MAIN_TEXT } from '../../../domain/text/ui-main';
import { LoginPromptProvider } from '../../app/login-prompt-provider';
import { SessionProvider } from '../../app/session-provider';
import { ToastProvider } from '../../components';
import { ServicesContext } from '../../hooks/use-services';
import { useSession } from '../../hooks/use-session';
import { Follow } from './follow';
import { LikeButton } from './reaction-buttons';
import { useLikeActor } from './use-reaction-actors';

/** The server's 429 for a policy, as the http adapter turns it into an ApiError (a RateLimited). */
const tooMany = (policy: RateLimitPolicy, seconds: number): ApiError =>
  apiErrorFromStatus(429, {
    message: 'Too Many Requests',
    detailedMessage: RATE_LIMIT_TEXT.message(policy, retryWait(seconds)),
  });

/** A reactions port whose every call is refused with the limit's answer; it records what it was asked. */
const limitedReactions = () => {
  const calls: { like: LikeTarget[]; follow: number[] } = { like: [], follow: [] };
  const api: ReactionsApi = {
    like: (target) =>
      Effect.suspend(() => {
        calls.like.push(target);
        return Effect.fail(tooMany('like', 90));
      }),
    follow: (userId) =>
      Effect.suspend(() => {
        calls.follow.push(userId);
        return Effect.fail(tooMany('follow', 1800));
      }),
  };
  return { api, calls };
};

const SessionStatus = () => <output data-testid="session">{useSession().status}</output>;

// Demo article 18 'osgood' is by editor2 (user 3); user1 (user 5) is the viewer.
const OSGOOD = 18;
const AUTHOR = 3;

const ArticleLike = () => (
  <LikeButton
    actor={useLikeActor({
      target: { on: 'content', ref: { kind: 'article', id: OSGOOD } },
      liked: false,
      count: 7,
      owner: { authorId: AUTHOR, mine: false },
    })}
  />
);

const renderWithLimitedReactions = (ui: ReactNode) => {
  const local = memoryStorage();
  local.write('TOKEN', fakeToken({ id: 5, role: 'USER' } as Parameters<typeof fakeToken>[0]));
  const base = resolveServices(
    createContainer({ mode: 'fake', local, session: memoryStorage(), alerter: createRecordingAlerter() }),
  );
  const reactions = limitedReactions();
  const services: AppServices = { ...base, reactionsApi: reactions.api };
  const { hook } = memoryLocation({ path: `/article/${OSGOOD}` });
  render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <Router hook={hook}>
          {/* Toasts stay until the test has read them, however slow the machine. */}
          <ToastProvider durationMs={600_000}>
            <SessionProvider>
              <LoginPromptProvider>
                <SessionStatus />
                {ui}
              </LoginPromptProvider>
            </SessionProvider>
          </ToastProvider>
        </Router>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
  return reactions.calls;
};

const toastRegion = () => screen.getByRole('status', { name: UI_MAIN_TEXT.toastRegion });

afterEach(cleanup);

describe('a 429 on a reaction button', () => {
  it('shows the server’s Korean message in an error toast after a like, and takes the like back', async () => {
    const calls = renderWithLimitedReactions(<ArticleLike />);
    await screen.findByText('signedIn');
    const like = screen.getByRole('button', {
      name: `${REACTION_TEXT.like} (${REACTION_TEXT.likeCount(7)})`,
    });
    expect(within(toastRegion()).queryByText(RATE_LIMIT_TEXT.message('like', retryWait(90)))).toBeNull();
    fireEvent.click(like);

    const message = await within(toastRegion()).findByText(RATE_LIMIT_TEXT.message('like', retryWait(90)));
    expect(message.closest('[data-type]')?.getAttribute('data-type')).toBe('error');
    expect(within(toastRegion()).queryByText(REACTION_TEXT.likeFailed)).toBeNull();
    expect(calls.like).toEqual([{ on: 'content', ref: { kind: 'article', id: OSGOOD } }]);
    // The optimistic like is rolled back.
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(like.getAttribute('aria-label')).toBe(`${REACTION_TEXT.like} (${REACTION_TEXT.likeCount(7)})`);
  });

  it('shows the server’s Korean message in an error toast after a follow, still not following', async () => {
    const calls = renderWithLimitedReactions(<Follow targetId={AUTHOR} following={false} />);
    await screen.findByText('signedIn');
    const follow = screen.getByRole('button', { name: REACTION_TEXT.follow });
    fireEvent.click(follow);

    const text = RATE_LIMIT_TEXT.message('follow', retryWait(1800));
    const message = await within(toastRegion()).findByText(text);
    expect(message.closest('[data-type]')?.getAttribute('data-type')).toBe('error');
    expect(within(toastRegion()).queryByText(REACTION_TEXT.followFailed)).toBeNull();
    expect(calls.follow).toEqual([AUTHOR]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: REACTION_TEXT.follow }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
  });
});
