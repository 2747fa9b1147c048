import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { unzipSync } from 'fflate';
import { paths } from '../../src/domain/paths';
import { EXPORT_TEXT } from '../../src/domain/text/exports';
import { BOARD_CASES, createPostViaApi, signUpMember, stamp, toast } from './boards-support';
import { expect, test } from './fixtures';
import { MOBILE } from './support';

const FREE_BOARD = BOARD_CASES.find((b) => b.kind === 'post') ?? BOARD_CASES[0];

test('a member asks for their data in the settings, waits for it and downloads the archive', async ({
  page,
}) => {
  if (!FREE_BOARD) throw new Error('no free board case');
  await page.setViewportSize(MOBILE);
  const me = await signUpMember(page);
  const title = `내보내기 여정 ${stamp()}`;
  await createPostViaApi(page.request, FREE_BOARD, me.token, { title, content: '<p>내 글입니다</p>' });

  await page.goto(paths.userEdit());
  const section = page.getByRole('region', { name: EXPORT_TEXT.heading });
  await expect(section).toBeVisible();
  await expect(section.getByText(EXPORT_TEXT.none)).toBeVisible();
  // axe: no WCAG 2 A/AA violation on the settings page with the section.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await section.getByRole('button', { name: EXPORT_TEXT.request }).click();
  await expect(toast(page, EXPORT_TEXT.requested)).toBeVisible();
  // 준비 중, then 내려받기 once the background build is done (the page asks again by itself).
  const status = section.getByRole('status');
  await expect(status).toHaveAttribute('data-export-status', /PREPARING|READY/);
  await expect(status).toHaveAttribute('data-export-status', 'READY', { timeout: 60_000 });
  await expect(status).toContainText(EXPORT_TEXT.status.READY);
  // One request a day: the button waits for tomorrow.
  await expect(section.getByRole('button', { name: EXPORT_TEXT.request })).toBeDisabled();

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: EXPORT_TEXT.download, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kickoff-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const posts = JSON.parse(new TextDecoder().decode(files['posts.json'])) as { title: string }[];
  expect(posts.map((p) => p.title)).toContain(title);
  expect(JSON.parse(new TextDecoder().decode(files['profile.json'])).nickname).toBe(me.nickname);
});
