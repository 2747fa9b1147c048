// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { fakeToken } from '../../../adapters/fake/fake-accounts';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import type { Role } from '../../../domain/role';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { UI_TEXT } from '../../../domain/text/ui';
import { App } from '../../app/app';
import { COMMENT_TEXT } from '../../../domain/text/comments';
import { CONTENT_TEXT } from '../../../domain/text/content';
import { REACTION_TEXT } from '../../../domain/text/reactions';

// Demo ids (content/demo order): article 18 'osgood' by editor2 (user 3); user1 is user 5; admin is user 1.
const OSGOOD = 18;
const token = (id: number, role: Role) => fakeToken({ id, role } as Parameters<typeof fakeToken>[0]);

const renderDetail = (viewer?: { id: number; role: Role }) => {
  window.history.replaceState(null, '', `/article/${OSGOOD}`);
  const local = memoryStorage();
  if (viewer) local.write('TOKEN', token(viewer.id, viewer.role));
  const services = resolveServices(
    createContainer({ mode: 'fake', local, session: memoryStorage(), alerter: createRecordingAlerter() }),
  );
  render(<App services={services} />);
};

const likeButton = () =>
  screen.getAllByRole('button', { name: new RegExp(`^${REACTION_TEXT.like} `) })[0] as HTMLElement;

// The login dialog is a chunk of its own, loaded on the first prompt: its module is transformed here,
// before the tests, so a busy machine's transform time is not counted against the prompt's wait.
beforeAll(async () => {
  await import('../../components/login-required-dialog');
});

beforeEach(() => {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

describe('article detail page (fake backend)', () => {
  it('asks a visitor to log in instead of liking', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: /오스굿병/ });
    // The page settled (its part below the body is there) before the click: a CI run's click on a busy
    // machine never brought the prompt up.
    await screen.findByRole('button', { name: T.consult });
    fireEvent.click(likeButton());
    // The dialog is its own chunk, loaded on this first prompt.
    const dialog = await screen.findByRole('dialog', {});
    expect(within(dialog).getByText(UI_TEXT.loginRequiredTitle)).toBeTruthy();
  });

  it('likes at once, writes a comment and clears the box', async () => {
    renderDetail({ id: 5, role: 'USER' });
    await screen.findByRole('heading', { level: 1, name: /오스굿병/ });
    // The part below the body (author card, comments) is its own chunk.
    await screen.findByRole('button', { name: T.consult });
    // user1 already likes 'osgood' in the demo content: the first click unlikes at once.
    const before = likeButton().getAttribute('aria-pressed');
    fireEvent.click(likeButton());
    expect(likeButton().getAttribute('aria-pressed')).not.toBe(before);

    const box = screen.getByRole('textbox', { name: COMMENT_TEXT.label });
    fireEvent.change(box, { target: { value: '우리 아이도 같은 증상이에요' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: COMMENT_TEXT.submit }));
    });
    expect(await screen.findByText(COMMENT_TEXT.written)).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows the author edit and delete, and an ADMIN edit only', async () => {
    renderDetail({ id: 3, role: 'EDITOR' });
    await screen.findByRole('heading', { level: 1, name: /오스굿병/ });
    await waitFor(() => expect(screen.getByRole('button', { name: CONTENT_TEXT.delete })).toBeTruthy());
    expect(screen.getByRole('button', { name: CONTENT_TEXT.edit })).toBeTruthy();
    await screen.findByRole('textbox', { name: COMMENT_TEXT.label });
    expect(screen.queryByRole('button', { name: T.consult })).toBeNull();
    cleanup();
    renderDetail({ id: 1, role: 'ADMIN' });
    await screen.findByRole('heading', { level: 1, name: /오스굿병/ });
    await waitFor(() => expect(screen.getByRole('button', { name: CONTENT_TEXT.edit })).toBeTruthy());
    expect(screen.queryByRole('button', { name: CONTENT_TEXT.delete })).toBeNull();
  });
});
