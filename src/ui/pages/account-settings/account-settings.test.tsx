// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { fakeToken } from '../../../adapters/fake/fake-accounts';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { FAKE_DEMO_PASSWORD } from '../../../adapters/fake/fake-accounts';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import {
  ACCOUNT_DELETE_TEXT as D,
  PASSWORD_EDIT_TEXT as W,
  PROFILE_EDIT_TEXT as T,
  VISIBILITY_TEXT as V,
} from '../../../domain/text/account-settings';
import { ARTICLE_TEXT } from '../../../domain/text/articles';
import { SERVER_MESSAGE_TEXT } from '../../../domain/text/errors';
import { PROFILE_INPUT_TEXT as P } from '../../../domain/text/profile';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { VALIDATION_TEXT } from '../../../domain/text/validation';
import { App } from '../../app/app';

/** The whole app on the fake backend at `path`, signed in as the demo editor (id 2). */
const renderApp = (path: string) => {
  window.history.replaceState(null, '', path);
  const local = memoryStorage();
  const token = fakeToken({ id: 2, role: 'EDITOR' });
  local.write('TOKEN', token);
  const services = resolveServices(
    createContainer({ mode: 'fake', local, session: memoryStorage(), alerter: createRecordingAlerter() }),
  );
  render(<App services={services} />);
  return { local, token };
};

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const SLOW = { timeout: 10_000 };

/**
 * The home's lazy blocks are there: a test that ends on the home waits for them, or their chunks would
 * still be loading when the test's environment is torn down.
 */
const homeLoaded = async () => {
  expect(await screen.findByRole('heading', { name: ARTICLE_TEXT.editorsTitle }, SLOW)).toBeTruthy();
};

beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

describe('/users/edit', () => {
  it('saves a Korean name and job, and the top bar shows the new name at once', async () => {
    renderApp('/users/edit');
    await screen.findByRole('button', { name: T.save }, SLOW);
    type(T.name, '새이름코치');
    type(T.job, '유소년 코치\nU-12 담당');
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved, {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SHELL_TEXT.profileMenu }));
    expect(within(screen.getByRole('menu')).getByText('새이름코치')).toBeTruthy();
  });

  it('refuses a javascript: link and a 10,000-character introduction in Korean, sending nothing', async () => {
    renderApp('/users/edit');
    await screen.findByRole('button', { name: T.save }, SLOW);
    type(T.homepageUrl, 'javascript:alert(1)');
    type(T.introduction, '가'.repeat(10_000));
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(P.url)).toBeTruthy();
    expect(screen.getByText(P.introductionLength)).toBeTruthy();
    expect(field(T.homepageUrl).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(T.saved)).toBeNull();
  });

  it('shows the server’s Korean reason for a taken name on the name field', async () => {
    renderApp('/users/edit');
    await screen.findByRole('button', { name: T.save }, SLOW);
    type(T.name, '민준맘');
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(VALIDATION_TEXT.nicknameTaken, {}, SLOW)).toBeTruthy();
    expect(field(T.name).getAttribute('aria-invalid')).toBe('true');
  });

  it('turns a visibility switch off at once', async () => {
    renderApp('/users/edit');
    const toggle = await screen.findByRole('switch', { name: V.labels['liked-article'] }, SLOW);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBeNull());
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('deletes the account with the password, signs out here and goes home with a notice', async () => {
    const { local } = renderApp('/users/edit');
    fireEvent.click(await screen.findByRole('button', { name: D.open }, SLOW));
    const dialog = screen.getByRole('dialog', { name: D.dialogTitle });
    fireEvent.change(within(dialog).getByLabelText(D.password), { target: { value: 'wrong-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: D.confirm }));
    expect(await within(dialog).findByText(SERVER_MESSAGE_TEXT['Wrong Password'])).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(D.password), { target: { value: FAKE_DEMO_PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: D.confirm }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByText(D.done)).toBeTruthy();
    expect(local.read('TOKEN')).toBeNull();
    expect(await screen.findByRole('link', { name: SHELL_TEXT.login })).toBeTruthy();
    await homeLoaded();
  });
});

describe('/users/editPassword', () => {
  it('puts a wrong current password on its field, then keeps this session on the new token', async () => {
    const { local, token } = renderApp('/users/editPassword');
    await screen.findByRole('button', { name: W.submit }, SLOW);
    type(W.currentPassword, 'not-the-password');
    type(W.newPassword, 'new-password-1');
    type(W.newPasswordConfirm, 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: W.submit }));
    expect(await screen.findByText(SERVER_MESSAGE_TEXT['Wrong Password'])).toBeTruthy();
    expect(field(W.currentPassword).getAttribute('aria-invalid')).toBe('true');
    type(W.currentPassword, FAKE_DEMO_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: W.submit }));
    await waitFor(() => expect(window.location.pathname).toBe('/users/edit'));
    expect(await screen.findByText(W.done)).toBeTruthy();
    // Still signed in here on the fresh token the change answers (the old one names a spent version).
    expect(local.read('TOKEN')).not.toBe(token);
    expect(local.read('TOKEN')).toBeTruthy();
    expect(screen.getByRole('button', { name: SHELL_TEXT.profileMenu })).toBeTruthy();
  });
});

describe('top bar and sign-in pages for a signed-in user', () => {
  it('closes the profile dropdown when an item is chosen', async () => {
    renderApp('/board/home');
    fireEvent.click(await screen.findByRole('button', { name: SHELL_TEXT.profileMenu }, SLOW));
    fireEvent.click(screen.getByRole('menuitem', { name: T.title }));
    await waitFor(() => expect(window.location.pathname).toBe('/users/edit'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: SHELL_TEXT.profileMenu }));
    fireEvent.click(screen.getByRole('menuitem', { name: SHELL_TEXT.myProfile }));
    await waitFor(() => expect(window.location.pathname).toBe('/users/2'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each(['/signIn', '/signUp'])('sends a signed-in user from %s to /', async (path) => {
    renderApp(path);
    await waitFor(() => expect(window.location.pathname).toBe('/'), SLOW);
    await homeLoaded();
  });
});
