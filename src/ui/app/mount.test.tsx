// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContainer, resolveServices } from '../../adapters/composition-root';
import { createRecordingAlerter } from '../../adapters/fake/fake-browser';
import { memoryStorage } from '../../adapters/storage/safe-storage';
import { SHELL_TEXT } from '../../domain/text/shell';
import { mount } from './mount';

const scrollTo = window.scrollTo;
afterEach(() => {
  document.body.innerHTML = '';
  window.scrollTo = scrollTo;
});

describe('mount', () => {
  it('builds the services in the task that runs the entry script, and renders the app in a later one', async () => {
    window.history.replaceState(null, '', '/');
    window.scrollTo = () => undefined;
    document.body.innerHTML = '<div id="root"><div class="ks-shell">shell</div></div>';
    const build = vi.fn(() =>
      resolveServices(
        createContainer({
          mode: 'fake',
          local: memoryStorage(),
          session: memoryStorage(),
          alerter: createRecordingAlerter(),
        }),
      ),
    );
    const mounted = mount(build);
    // The session reads the stored token before the load event, as the page left it.
    expect(build).toHaveBeenCalledTimes(1);
    // The render waits for a later task: the server's shell is still there.
    expect(document.querySelector('.ks-shell')).not.toBeNull();
    const root = await mounted;
    // The first render replaces the server's shell.
    expect(
      await screen.findByRole('navigation', { name: SHELL_TEXT.navLabel }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ks-shell')).toBeNull());
    act(() => root.unmount());
  });

  it('says so when the page has no #root', async () => {
    await expect(mount(() => ({}) as never)).rejects.toThrow('#root');
  });
});
