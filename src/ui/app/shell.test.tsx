// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../adapters/composition-root';
import { createRecordingAlerter } from '../../adapters/fake/fake-browser';
import { fakeToken } from '../../adapters/fake/fake-accounts';
import { memoryStorage } from '../../adapters/storage/safe-storage';
import { LEVEL_GUIDE_TEXT } from '../../domain/text/main-pages';
import { PAGE_TEXT } from '../../domain/text/pages';
import { SHELL_TEXT } from '../../domain/text/shell';
import { App } from './app';

/** The whole app on the fake backend, at `path`, optionally with a stored token. */
const renderApp = (path: string, token?: string) => {
  window.history.replaceState(null, '', path);
  const local = memoryStorage();
  if (token) local.write('TOKEN', token);
  const alerter = createRecordingAlerter();
  const services = resolveServices(
    createContainer({ mode: 'fake', local, session: memoryStorage(), alerter }),
  );
  render(<App services={services} />);
  return { local, alerter };
};

const editorToken = () => fakeToken({ id: 2, role: 'EDITOR' } as Parameters<typeof fakeToken>[0]);

beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

describe('app shell', () => {
  it('shows a visitor the login link and highlights articles on /', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: SHELL_TEXT.navLabel });
    expect(screen.getByRole('link', { name: SHELL_TEXT.login })).toBeTruthy();
    const articles = nav.querySelector('[aria-current="page"]');
    expect(articles?.textContent).toBe(SHELL_TEXT.navArticles);
  });

  it('signs a stored token in: bell (no dot, nothing unread), profile dropdown that closes outside, logout', async () => {
    const { local, alerter } = renderApp('/board/home', editorToken());
    // The session's machines load in a chunk of their own: on a busy machine that takes a while.
    const menuButton = await screen.findByRole(
      'button',
      { name: SHELL_TEXT.profileMenu },
      { timeout: 10_000 },
    );
    // Issue 10: the demo editor has no notifications, so the open stream lights nothing.
    expect(screen.getByRole('link', { name: SHELL_TEXT.notifications })).toBeTruthy();
    expect(screen.queryByTestId('notification-dot')).toBeNull();

    fireEvent.click(menuButton);
    expect(screen.getByRole('menu')).toBeTruthy();
    await act(async () => {
      fireEvent.pointerDown(document.body);
      fireEvent.mouseDown(document.body);
    });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole('menuitem', { name: SHELL_TEXT.logout }));
    await waitFor(() => expect(window.location.pathname).toBe('/signIn'));
    expect(alerter.messages).toEqual([SHELL_TEXT.loggedOut]);
    expect(local.read('TOKEN')).toBeNull();
  });

  it('shows no top bar on /level and the level table with a login prompt for visitors', async () => {
    renderApp('/level');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TEXT.level.title })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: SHELL_TEXT.navLabel })).toBeNull();
    expect(await screen.findAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('link', { name: LEVEL_GUIDE_TEXT.loginAction })).toBeTruthy();
  });

  it('renders the lazy not-found page for an unknown path', async () => {
    renderApp('/nope/nope');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TEXT.notFound.title })).toBeTruthy();
  });

  it('shows the competition tab bar with the active tab on /competition/home', async () => {
    renderApp('/competition/home');
    const tabs = await screen.findByRole('navigation', { name: SHELL_TEXT.competitionTabs });
    expect(tabs.querySelector('[aria-current="page"]')?.textContent).toContain(SHELL_TEXT.competitionHome);
  });
});
