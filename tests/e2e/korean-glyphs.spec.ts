import { expect, test } from './fixtures';
import { screenshot } from './support';

/**
 * Proves Korean renders with real glyphs, not tofu: the page font is loaded for Hangul, and two
 * different syllables draw different pixels (missing glyphs all draw the same .notdef box), which
 * also differ from the box drawn for a code point no font has (U+FFFF).
 */
test('Korean text renders with real glyphs in the page font', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Pretendard comes after the first screen (src/ui/theme/web-fonts.ts): wait until the page names it,
  // (its faces, made with the Font Loading API, give their family quoted),
  // which it does once the slices of the page's characters have loaded.
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-fonts') &&
      [...document.fonts].some(
        (f) => f.family.replaceAll('"', '') === 'Pretendard Variable' && f.status === 'loaded',
      ),
    null,
    {
      timeout: 30_000,
    },
  );
  const result = await page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector('h1');
    const family = heading ? getComputedStyle(heading).fontFamily : 'sans-serif';
    await document.fonts.load('700 32px "Pretendard Variable"', '킥오프');
    const draw = (text: string): string => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext('2d');
      if (!ctx) return '';
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 64, 64);
      ctx.fillStyle = '#000';
      ctx.font = `700 40px ${family}`;
      ctx.textBaseline = 'top';
      ctx.fillText(text, 8, 8);
      return canvas.toDataURL();
    };
    const inked = (text: string): number => {
      const canvas = document.createElement('canvas');
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      ctx.font = `700 40px ${family}`;
      return ctx.measureText(text).width;
    };
    return {
      family,
      pretendardReady: document.fonts.check('700 32px "Pretendard Variable"', '킥오프'),
      kick: draw('킥'),
      gu: draw('구'),
      ball: draw('볼'),
      box: draw('\uFFFF'),
      kickWidth: inked('킥'),
    };
  });
  expect(result.family.startsWith('"Pretendard Variable"')).toBe(true);
  expect(result.pretendardReady).toBe(true);
  expect(result.kickWidth).toBeGreaterThan(10);
  expect(result.kick).not.toBe(result.gu);
  expect(result.gu).not.toBe(result.ball);
  expect(result.kick).not.toBe(result.box);
  expect(result.gu).not.toBe(result.box);
  await screenshot(page, 'korean-glyphs');
});

/**
 * Issue 13: the switch to Pretendard lays the page out once. When the body starts naming the family,
 * the slices of every character the page shows are already in, and none is still downloading (each
 * batch of slices arriving afterwards would lay the whole page out again).
 */
test('the page switches to Pretendard once the slices of its characters have loaded', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-fonts')) return;
      seen.disconnect();
      const pretendard = [...document.fonts].filter(
        (f) => f.family.replaceAll('"', '') === 'Pretendard Variable',
      );
      const text = document.body.textContent ?? '';
      (window as unknown as { atSwitch: unknown }).atSwitch = {
        loaded: pretendard.filter((f) => f.status === 'loaded').length,
        loading: pretendard.filter((f) => f.status === 'loading').length,
        // Every Hangul syllable on the page is drawn by a loaded face, right away.
        hangulReady: document.fonts.check(
          '16px "Pretendard Variable"',
          text.replace(/[^\uAC00-\uD7A3]/g, ''),
        ),
      };
    });
    seen.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-fonts'] });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const atSwitch = await page.waitForFunction(
    () => (window as unknown as { atSwitch?: unknown }).atSwitch,
    null,
    {
      timeout: 30_000,
    },
  );
  const facts = (await atSwitch.jsonValue()) as { loaded: number; loading: number; hangulReady: boolean };
  expect(facts.loaded).toBeGreaterThan(0);
  expect(facts.loading).toBe(0);
  expect(facts.hangulReady).toBe(true);
});
