import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  json,
  makeArticleBody,
  publishArticle,
  saveDraft,
  signUpCast,
} from './helpers/articles.fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Stored-XSS payloads: script tags, event handlers, javascript: (and look-alike) URLs, active elements. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src="x" onerror="alert(1)">',
  '<img src="/api/images/a.webp" onerror="alert(1)" onload="alert(2)">',
  '<img src="javascript:alert(1)">',
  '<p onclick="alert(1)" onmouseover=alert(2) style="background:url(javascript:alert(3))">문단</p>',
  '<a href="javascript:alert(1)">링크1</a>',
  '<a href="JaVaScRiPt:alert(1)">링크2</a>',
  '<a href="&#106;&#97;vascript:alert(1)">링크3</a>',
  '<a href="java&#x09;script:alert(1)">링크4</a>',
  '<a href=" javascript:alert(1)">링크5</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크6</a>',
  '<a href="vbscript:msgbox(1)">링크7</a>',
  '<svg onload="alert(1)"><script>alert(2)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe><object data="x.swf"></object><embed src="x">',
  '<math><mi xlink:href="javascript:alert(1)">수식</mi></math>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">버튼</button></form>',
  '<style>body{background:url("javascript:alert(1)")}</style><link rel="stylesheet" href="//evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">',
  '<div><p>중첩</p><scr<script>ipt>alert(1)</script></div>',
  '<a href="https://example.com" target="_self" onclick="alert(1)">안전한 링크</a>',
];

const DANGER = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<(iframe|object|embed|svg|math|form|style|link|meta|base)\b/i,
  /style=/i,
];

const expectSafe = (html: string) => {
  for (const pattern of DANGER) expect(html).not.toMatch(pattern);
};

describe('stored XSS through article bodies', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await signUpCast(t);
  });
  afterAll(() => t.close());

  const body = `<p>본문 시작</p>${PAYLOADS.join('\n')}`;

  it('never stores script, event handlers or javascript: links on publish, edit, autosave and publish', async () => {
    const published = await publishArticle(t, cast.author.token, { content: body });
    const draft = await saveDraft(t, cast.author.token, { content: body });
    const edited = await publishArticle(t, cast.author.token);
    expect(
      (
        await t.request('PUT', `/api/article/${edited}`, {
          token: cast.admin.token,
          json: makeArticleBody({ content: body }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request('PATCH', `/api/article/draft/${draft}`, {
          token: cast.author.token,
          json: makeArticleBody({ content: body }),
        })
      ).status,
    ).toBe(200);
    const late = await saveDraft(t, cast.author.token);
    const publish = await t.request('POST', `/api/article/draft/${late}/publish`, {
      token: cast.author.token,
      json: makeArticleBody({ content: body }),
    });
    expect(publish.status).toBe(200);

    for (const id of [published, draft, edited, late]) {
      const detail = await json<{ content: string }>(
        await t.request('GET', `/api/article/${id}`, { token: cast.author.token }),
      );
      expectSafe(detail.content);
      expect(detail.content).toContain('<p>본문 시작</p>');
      expect(detail.content).toContain(
        '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">안전한 링크</a>',
      );
      expect(detail.content).toContain('<img src="/api/images/a.webp" />');
    }
    const list = await json<{ data: { content: string; contentSummary: string }[] }>(
      await t.request('GET', '/api/articles'),
    );
    for (const item of list.data) {
      expectSafe(item.content);
      // The summary is plain text (rendered as text); no markup may reach it.
      expect(item.contentSummary).not.toMatch(/<[a-z/!]/i);
    }
  });

  it('refuses a javascript: or foreign thumbnail', async () => {
    for (const thumbnailUrl of [
      'javascript:alert(1)',
      'https://evil.example/a.png',
      '/api/images/../../x',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await t.request('POST', '/api/article', {
        token: cast.author.token,
        json: makeArticleBody({ thumbnailUrl }),
      });
      expect(res.status).toBe(400);
    }
  });
});
