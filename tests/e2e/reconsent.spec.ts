import AxeBuilder from '@axe-core/playwright';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { POLICY_TEXT } from '../../src/domain/text/policies';
import { uniqueAccount } from './support';

/**
 * A server of its own, on a policies folder of its own: a new version of the terms would ask every
 * member of the shared e2e server to agree again (and refuse their writes), so this journey changes the
 * documents only here.
 */
let server: { url: string; child: ChildProcess } | undefined;
let policies = '';

test.beforeAll(async () => {
  const root = process.cwd();
  policies = mkdtempSync(join(tmpdir(), 'kickoff-e2e-policies-'));
  cpSync(join(root, 'content', 'policies'), policies, { recursive: true });
  execFileSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { stdio: 'ignore' });
  const child = spawn(process.execPath, [join(root, 'dist-server', 'main.mjs')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'kickoff-e2e-reconsent-')), 'data'),
      STATIC_DIR: join(root, 'dist'),
      POLICIES_DIR: policies,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`server exited before it answered:\n${output}`)));
  });
  server = { url, child };
});

test.afterAll(() => {
  server?.child.kill('SIGTERM');
});

test('a member meets the changed terms at the next visit, cannot write, agrees, and writes again', async ({
  page,
}) => {
  if (!server) throw new Error('no server');
  const { url } = server;
  const account = uniqueAccount();
  const signUp = await page.request.post(`${url}/api/auth/sign-up`, { data: account });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { token } = (await signUp.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };

  // The operator publishes new terms.
  writeFileSync(join(policies, 'terms', '2099-01-01.md'), '## 제1조 (목적)\n\n바뀐 약관입니다.\n');
  const refused = await page.request.patch(`${url}/api/user/1/follow`, { headers: auth });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { detailedMessage: string }).detailedMessage).toBe(
    POLICY_TEXT.reconsentRequired,
  );

  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), token);
  await page.goto(`${url}/`);
  const dialog = page.getByRole('dialog', { name: POLICY_TEXT.reconsent.title });
  await expect(dialog).toBeVisible();
  const agree = dialog.getByRole('button', { name: POLICY_TEXT.reconsent.agree });
  await expect(agree).toBeDisabled();
  await expect(dialog.getByRole('link', { name: new RegExp(POLICY_TEXT.titles.terms) })).toHaveAttribute(
    'href',
    '/terms',
  );
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await dialog.getByLabel(POLICY_TEXT.reconsent.agreeLabel(POLICY_TEXT.titles.terms)).check();
  await agree.click();
  await expect(dialog).toHaveCount(0);
  const profile = await page.request.get(`${url}/api/user/profile`, { headers: auth });
  expect(((await profile.json()) as { consentsDue?: string[] }).consentsDue).toBeUndefined();
  const allowed = await page.request.patch(`${url}/api/user/1/follow`, { headers: auth });
  expect(allowed.status()).not.toBe(403);
});
