// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import { oauthProvidersQuery, oauthStartHref } from '../../../application/accounts/account-forms';
import type { AppServices } from '../../../application/app-services';
import { paths } from '../../../domain/paths';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../domain/social-login';
import { AUTH_TEXT } from '../../../domain/text/auth';
import { SOCIAL_LOGIN_TEXT as T } from '../../../domain/text/social-login';
import { App } from '../../app/app';

/**
 * The app at /signIn on the fake backend. The fake answers as a server without social providers;
 * `providers` makes it answer as one with these configured.
 */
const renderSignIn = (providers?: readonly SocialProvider[]) => {
  window.history.replaceState(null, '', paths.signIn());
  const base = resolveServices(
    createContainer({
      mode: 'fake',
      local: memoryStorage(),
      session: memoryStorage(),
      alerter: createRecordingAlerter(),
    }),
  );
  const services: AppServices = providers
    ? { ...base, accountApi: { ...base.accountApi, oauthProviders: () => Effect.succeed(providers) } }
    : base;
  render(<App services={services} />);
  return services;
};

/** Waits until the page has its answer about the providers, so an absent button means "not configured". */
const providersLoaded = async (services: AppServices) => {
  await screen.findByRole('heading', { level: 1, name: AUTH_TEXT.signInTitle });
  const { queryKey } = oauthProvidersQuery(services.accountApi);
  await waitFor(() => expect(services.queryClient.getQueryState(queryKey)?.status).toBe('success'));
};

const startButton = (provider: SocialProvider) => screen.queryByRole('link', { name: T.start(provider) });

/** The group's links are exactly these providers' buttons, in this order (by accessible name). */
const expectButtons = (group: HTMLElement, providers: readonly SocialProvider[]) =>
  expect(within(group).getAllByRole('link')).toEqual(
    providers.map((p) => within(group).getByRole('link', { name: T.start(p) })),
  );

beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

describe('the sign-in page’s social buttons', () => {
  it.each(SOCIAL_PROVIDERS)('shows only "%s" when it is the one provider configured', async (provider) => {
    const services = renderSignIn([provider]);
    const group = await screen.findByRole('navigation', { name: T.groupLabel });
    expectButtons(group, [provider]);
    expect(startButton(provider)?.getAttribute('href')).toBe(oauthStartHref(provider));
    await providersLoaded(services);
    for (const other of SOCIAL_PROVIDERS.filter((p) => p !== provider)) expect(startButton(other)).toBeNull();
  });

  it('shows two configured providers in the server’s order and not the third', async () => {
    const services = renderSignIn(['google', 'kakao']);
    const group = await screen.findByRole('navigation', { name: T.groupLabel });
    expectButtons(group, ['google', 'kakao']);
    await providersLoaded(services);
    expect(startButton('naver')).toBeNull();
  });

  it('shows no social buttons, and no divider, when the server has none (the fake’s default)', async () => {
    const services = renderSignIn();
    await providersLoaded(services);
    expect(services.queryClient.getQueryData(oauthProvidersQuery(services.accountApi).queryKey)).toEqual([]);
    expect(screen.queryByRole('navigation', { name: T.groupLabel })).toBeNull();
    expect(screen.queryByText(T.divider)).toBeNull();
    for (const provider of SOCIAL_PROVIDERS) expect(startButton(provider)).toBeNull();
    // The email form is still there.
    expect(screen.getByRole('button', { name: AUTH_TEXT.signInSubmit })).toBeTruthy();
  });
});
