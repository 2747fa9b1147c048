import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTENT_OPERATIONS } from '../../src/contract/content-tables';
import { IMAGE_OPERATIONS } from '../../src/contract/images.operations';
import { type ContentKind, policyOf } from '../../src/domain/content/policy';
import { EDITOR_TEXT as T } from '../../src/domain/text/editor';
import { bearer, signUpMember, stamp } from './boards-support';
import { EDITOR_EMAIL, signInAs, tinyPng } from './editor-support';

const body = (page: Page) => page.getByTestId('article-body').locator('.tiptap');
const literal = (text: string) => text.replace(/[?.]/g, '\\$&');
const titleBox = (page: Page) => page.getByRole('textbox', { name: T.titleLabel });

/** Every kind's editor: the article editor (an editor's account) and the two boards (a new member). */
const CASES: readonly { kind: ContentKind; upload: string; signIn: (page: Page) => Promise<string> }[] = [
  {
    kind: 'article',
    upload: IMAGE_OPERATIONS.articleImage.path,
    signIn: (page) => signInAs(page, EDITOR_EMAIL),
  },
  {
    kind: 'post',
    upload: IMAGE_OPERATIONS.postImage.path,
    signIn: async (page) => (await signUpMember(page)).token,
  },
  {
    kind: 'qna',
    upload: IMAGE_OPERATIONS.qnaImage.path,
    signIn: async (page) => (await signUpMember(page)).token,
  },
];

for (const { kind, upload, signIn } of CASES) {
  const policy = policyOf(kind);

  test(`${kind}: a picture inserted into the body stays through typing, autosave and publish`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/TextSelection endpoint/.test(message.text())) warnings.push(message.text());
    });
    const token = await signIn(page);
    const title = `경기 사진과 함께 쓰는 후기 ${stamp()}`;
    const before = '전반전은 팽팽했습니다.';
    const after = '후반전에 결승골이 나왔습니다.';

    await page.goto(policy.paths.write());
    await titleBox(page).fill(title);
    await body(page).click();
    await page.keyboard.type(before);

    // Through the real upload path of the kind.
    const uploaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === upload && r.request().method() === 'POST',
    );
    await page
      .getByTestId('inline-image-input')
      .setInputFiles({ name: 'match.png', mimeType: 'image/png', buffer: tinyPng() });
    expect((await uploaded).ok()).toBe(true);
    const picture = body(page).locator('img');
    await expect(picture).toHaveAttribute('src', /\/api\/images\//);
    const src = await picture.getAttribute('src');
    // The caret is in the text after the picture, not on the picture: typing goes on below it.
    await expect(body(page)).toBeFocused();
    await page.keyboard.type(after);
    await expect(picture).toHaveCount(1);
    await expect(body(page).locator('p')).toHaveText([before, after]);
    // The paragraph typed into comes after the picture.
    expect(
      await body(page).evaluate((root) => {
        const img = root.querySelector('img');
        const last = root.querySelector('p:last-of-type');
        return img !== null && last !== null && (img.compareDocumentPosition(last) & 4) !== 0;
      }),
    ).toBe(true);

    // Autosave keeps the picture and the text typed after it.
    await expect(page.getByTestId('save-status')).toContainText(T.savedAt('').trim());
    // The first save gives the new item its draft's address.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page).toHaveURL(new RegExp(`${literal(policy.paths.draft(id))}$`));
    const draftPath = CONTENT_OPERATIONS[kind].detail.path;
    await expect
      .poll(async () => {
        const saved = await page.request.get(draftPath.replace('{id}', String(id)), {
          headers: bearer(token),
        });
        const { content } = (await saved.json()) as { content: string };
        return content.includes(`src="${src}"`) && content.indexOf(after) > content.indexOf('<img');
      })
      .toBe(true);
    await expect(picture).toHaveCount(1);

    await page.getByRole('button', { name: T.publish }).click();
    await expect(page).toHaveURL(new RegExp(`${policy.paths.detail(id)}$`));
    const published = page.getByTestId('article-body');
    await expect(published.locator(`img[src="${src}"]`)).toBeVisible();
    await expect(published).toContainText(before);
    await expect(published).toContainText(after);
    expect(warnings).toEqual([]);
  });
}
