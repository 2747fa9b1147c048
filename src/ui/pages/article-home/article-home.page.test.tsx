// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContainer, resolveServices } from '../../../adapters/composition-root';
import { createRecordingAlerter } from '../../../adapters/fake/fake-browser';
import { memoryStorage } from '../../../adapters/storage/safe-storage';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { TAG_TEXT } from '../../../domain/text/catalog';
import { App } from '../../app/app';
import { LIST_TEXT } from '../../../domain/text/lists';

const renderHome = (path = '/') => {
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

const listHeading = () => document.getElementById('article-list-heading');

beforeEach(() => {
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

describe('article home (fake backend)', () => {
  it('shows the blocks, the total count and the first page of ten', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: T.popularTitle })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: T.editorsTitle })).toBeTruthy();
    await waitFor(() => expect(listHeading()?.textContent).toBe(`${T.all}36`));
    const list = listHeading()?.closest('section') as HTMLElement;
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    // The popular block pages by three: 1 / 3 → 2 / 3.
    expect(screen.getByTestId('popular-page').textContent).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(LIST_TEXT.popularMore) }));
    expect(screen.getByTestId('popular-page').textContent).toBe('2 / 3');
  });

  it('filters by tag without the blocks, and a search resets the tag to ALL', async () => {
    renderHome();
    await screen.findByRole('heading', { name: T.popularTitle });
    fireEvent.click(screen.getByRole('button', { name: TAG_TEXT.TACTICS }));
    await waitFor(() => expect(listHeading()?.textContent).toBe(TAG_TEXT.TACTICS));
    expect(window.location.search).toBe('?tag=TACTICS');
    expect(screen.queryByRole('heading', { name: T.popularTitle })).toBeNull();

    const box = screen.getByRole('searchbox', { name: T.searchLabel });
    fireEvent.change(box, { target: { value: '축구' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('keyword')).toBe('축구'));
    expect(new URLSearchParams(window.location.search).get('tag')).toBeNull();
    expect(screen.getByRole('button', { name: TAG_TEXT.ALL }).getAttribute('aria-pressed')).toBe('true');
  });
});
