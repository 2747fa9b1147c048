import { expect, test } from './fixtures';
import { EDITOR_EMAIL, signInAs } from './editor-support';

/**
 * Stored XSS: an editor stores a body full of script vectors through the API; a reader opens it in
 * Chromium. The server sanitizes on write and the browser again before rendering: nothing may run.
 */
const PAYLOAD = [
  '<h2>보안 점검용 아티클</h2>',
  '<p>본문은 보여야 합니다.</p>',
  '<script>window.__xss = "script"; alert("script")</script>',
  '<img src="x" onerror="window.__xss = \'img-onerror\'; alert(1)">',
  '<img src="/api/images/missing.webp" onerror="window.__xss = \'own-img-onerror\'">',
  '<p onmouseover="window.__xss = \'mouseover\'" id="hover-target">마우스를 올려 보세요</p>',
  '<a href="javascript:window.__xss = \'js-link\'; alert(2)">자바스크립트 링크</a>',
  '<a href="JaVaScRiPt:window.__xss=\'js-mixed-case\'">대소문자 링크</a>',
  '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<details open ontoggle="window.__xss = \'details\'"><summary>요약</summary></details>',
  '<form action="javascript:window.__xss=\'form\'"><button>보내기</button></form>',
  '<style>body { display: none }</style>',
  '<p>마지막 문단입니다.</p>',
].join('\n');

test('an article body with script tags, on* attributes and javascript: links runs no script', async ({
  page,
  browser,
}) => {
  const token = await signInAs(page, EDITOR_EMAIL);
  const created = await page.request.post('/api/article', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: '보안 점검: 스크립트가 실행되면 안 됩니다', content: PAYLOAD, tags: ['ETC'] },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  // A visitor's fresh page, recording any dialog a script might open.
  const reader = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
  const dialogs: string[] = [];
  reader.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await reader.goto(`/article/${id}`);
  const body = reader.getByTestId('article-body');
  await expect(body).toContainText('본문은 보여야 합니다.');
  await expect(body).toContainText('마지막 문단입니다.');

  // What survives is inert: no scripts, no handlers, no javascript: URLs, no frames or forms.
  expect(await body.locator('script, iframe, svg, form, style, details').count()).toBe(0);
  const attributes = await body.evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes).map((a) => `${a.name}=${a.value}`),
    ),
  );
  expect(attributes.filter((a) => /^on/i.test(a) || /javascript:/i.test(a))).toEqual([]);

  // Try the vectors a user could trigger.
  await body.getByText('마우스를 올려 보세요').hover();
  for (const name of ['자바스크립트 링크', '대소문자 링크']) {
    const link = body.getByText(name);
    if ((await link.count()) > 0) await link.click({ modifiers: [] }).catch(() => undefined);
  }
  await reader.waitForTimeout(500);
  expect(await reader.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(reader.locator('body')).toBeVisible();
});
