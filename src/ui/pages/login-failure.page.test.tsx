// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../adapters/composition-root';
import { createRecordingAlerter } from '../../adapters/fake/fake-browser';
import { memoryStorage } from '../../adapters/storage/safe-storage';
import { paths, ROUTES } from '../../domain/paths';
import { OAUTH_FAILURE_REASONS } from '../../domain/social-login';
import { AUTH_TEXT } from '../../domain/text/auth';
import { OAUTH_FAILURE_TEXT } from '../../domain/text/social-login';
import { App } from '../app/app';

/** The whole app (its route table included) on the fake backend, at `path`. */
const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  const services = resolveServices(
    createContainer({
      mode: 'fake',
      local: memoryStorage(),
      session: memoryStorage(),
      alerter: createRecordingAlerter(),
    }),
  );
  render(<App services={services} />);
};

/** The page's body once its chunk has loaded: the panel under the h1. */
const failurePanel = async () => {
  const heading = await screen.findByRole('heading', { level: 1, name: AUTH_TEXT.failureTitle });
  return heading.closest('[data-width]') as HTMLElement;
};

const ALL_REASON_TEXTS = Object.values(OAUTH_FAILURE_TEXT);

beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

const PAGES = [
  { route: ROUTES.loginFailure, at: paths.loginFailure },
  { route: ROUTES.oauthLoginFailure, at: paths.oauthLoginFailure },
] as const;

describe.each(PAGES)('the login failure page at $route', ({ route, at }) => {
  it.each(OAUTH_FAILURE_REASONS)('explains reason=%s in Korean', async (reason) => {
    const path = at(reason);
    expect(path).toBe(`${route}?reason=${reason}`);
    renderAt(path);
    const panel = await failurePanel();
    expect(within(panel).getByText(OAUTH_FAILURE_TEXT[reason])).toBeTruthy();
    // Only this reason: no other reason's text and not the generic line.
    for (const other of ALL_REASON_TEXTS.filter((text) => text !== OAUTH_FAILURE_TEXT[reason]))
      expect(within(panel).queryByText(other)).toBeNull();
    expect(within(panel).queryByText(AUTH_TEXT.failureDescription)).toBeNull();
    // The title is said once, by the h1 (the panel under it repeated it).
    expect(within(panel).getAllByText(AUTH_TEXT.failureTitle)).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: AUTH_TEXT.failureRetry }).getAttribute('href')).toBe(
      paths.signIn(),
    );
    expect(within(panel).getByRole('link', { name: AUTH_TEXT.goHome }).getAttribute('href')).toBe(
      paths.home(),
    );
  });

  it.each([
    ['no reason', at()],
    ['an unknown reason', at('teapot')],
  ])('falls back to the generic text for %s', async (_, path) => {
    renderAt(path);
    const panel = await failurePanel();
    expect(within(panel).getByText(AUTH_TEXT.failureDescription)).toBeTruthy();
    for (const text of ALL_REASON_TEXTS) expect(within(panel).queryByText(text)).toBeNull();
  });
});
