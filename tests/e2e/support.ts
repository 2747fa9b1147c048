import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signUpBody } from '../fixtures/new-member';

/** The password tests/e2e/serve.ts gives every demo account. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'kickoff-demo-1234';
export const DEMO_USER_EMAIL = 'user1@kickoff.example';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** Screenshots are artifacts of the run, kept beside Playwright's own output. */
export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

/** Collects the messages of browser alerts and accepts them. */
export const collectDialogs = (page: Page): string[] => {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
};

export const uniqueAccount = () => {
  const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
  // With the required documents and an adult's date of birth (issue 23): the API refuses a sign-up
  // without them.
  return signUpBody({
    email: `e2e-${suffix}@kickoff.example`,
    password: 'e2e-password-1',
    nickname: `테스터${suffix}`,
  });
};
