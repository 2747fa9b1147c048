import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * The journeys' `context` and `page`: one browser context per worker, cleaned before every test,
 * instead of a new one per test. On the 2-core machines CI runs on, creating a context and its first
 * page costs Chromium about 3 s of CPU before the app loads (a page on a warm context about 1.4 s, a
 * navigation on the same page about 1.2 s), so a new context per test was a fifth of the suite's time.
 *
 * Before each test the context forgets everything a test leaves in it: cookies, granted permissions,
 * and the app origin's local storage, IndexedDB and caches (the signed-in token lives in local
 * storage; session storage belongs to a page, and every test gets new pages); the pages a test opened are closed after it. What it keeps is the HTTP cache, so the
 * app's scripts are fetched and compiled once per worker. A test that must load everything cold (the
 * layout-shift measurements on a throttled network) uses Playwright's own `test`.
 *
 * A test that needs a second person still opens `browser.newContext()` of its own.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    await use(workerContext);
    for (const page of workerContext.pages()) await page.close();
  },
  page: async ({ context, baseURL }, use, testInfo) => {
    const page = await context.newPage();
    await forgetStorage(page, baseURL);
    await use(page);
    // Playwright's own context fixture attaches a screenshot of a failed test; this one does too.
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed())
      await testInfo.attach('screenshot', {
        body: await page.screenshot().catch(() => Buffer.from('')),
        contentType: 'image/png',
      });
  },
});

/** Clears what the app's origin stored in this context (a CDP call: no page of the origin is loaded). */
const forgetStorage = async (page: Page, baseURL: string | undefined) => {
  if (!baseURL) return;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
    });
  } finally {
    await cdp.detach();
  }
};

export { expect };
