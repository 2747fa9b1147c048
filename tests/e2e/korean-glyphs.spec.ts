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
  // Pretendard comes after the first screen (src/ui/theme/web-fonts.ts): wait until its faces are there.
  await page.waitForFunction(
    () => [...document.fonts].some((f) => f.family === 'Pretendard Variable'),
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
  expect(result.family).toContain('Pretendard');
  expect(result.pretendardReady).toBe(true);
  expect(result.kickWidth).toBeGreaterThan(10);
  expect(result.kick).not.toBe(result.gu);
  expect(result.gu).not.toBe(result.ball);
  expect(result.kick).not.toBe(result.box);
  expect(result.gu).not.toBe(result.box);
  await screenshot(page, 'korean-glyphs');
});
