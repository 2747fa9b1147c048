import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_EDIT_TEXT as T } from '../../src/domain/text/account-settings';
import { AUTH_TEXT } from '../../src/domain/text/auth';
import { COMMENT_TEXT } from '../../src/domain/text/comments';
import { SHELL_TEXT } from '../../src/domain/text/shell';
import { tinyPng } from './editor-support';
import { expect, test } from './fixtures';

/**
 * `npm run demo` in Chromium: the demo build (vite --mode demo) served as static files with no API
 * server, so every answer the app gets comes from the demo host in the tab, the server's own use cases
 * on the memory stores (issue 21). A reader signs in with the demo password, comments, and uploads a
 * picture that the demo's service worker then shows.
 */
const DEMO_PORT = 3197;
const DEMO = `http://127.0.0.1:${DEMO_PORT}`;
let server: ChildProcess | undefined;
let outDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = mkdtempSync(join(tmpdir(), 'kickoff-demo-'));
  execFileSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir, '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  server = spawn('npx', ['tsx', 'scripts/serve-demo.ts', outDir], {
    env: { ...process.env, PORT: String(DEMO_PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(DEMO).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('the demo answers in the tab: sign-in, a comment and an uploaded picture, and no API request leaves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const apiOverNetwork: string[] = [];
  page.on('request', (r) => {
    // The service worker answers picture addresses; anything else under /api would be a backend.
    if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().includes('/api/images/'))
      apiOverNetwork.push(r.url());
  });

  await page.goto(`${DEMO}/signIn`);
  await page.getByLabel(AUTH_TEXT.email).fill('user1@kickoff.example');
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('kickoff-demo');
  await page.getByRole('button', { name: AUTH_TEXT.signInSubmit }).click();
  await expect(page.getByRole('button', { name: SHELL_TEXT.profileMenu })).toBeVisible({ timeout: 30_000 });

  await page.goto(`${DEMO}/article/1`);
  const comment = `데모에서 남긴 댓글 ${Date.now()}`;
  const box = page.getByRole('textbox', { name: COMMENT_TEXT.label }).first();
  await box.fill(comment);
  await page.getByRole('button', { name: COMMENT_TEXT.submit, exact: true }).first().click();
  await expect(page.getByText(comment)).toBeVisible({ timeout: 30_000 });

  await page.goto(`${DEMO}/users/edit`);
  await page.getByTestId('profile-picture-input').setInputFiles({
    name: '사진.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  const picture = page.getByRole('img', { name: T.pictureAlt });
  await expect(picture).toHaveAttribute('src', /\/api\/images\//, { timeout: 30_000 });
  // Loaded for real: the worker answered the address with the stored bytes.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  expect(apiOverNetwork).toEqual([]);
});
