import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { createApp } from '../../server/adapters/http/app';
import { KAKAO_SDK } from '../../src/domain/share';
import { AGE_GROUP_LABEL } from '../../src/domain/catalog';
import { BOARD_LABEL } from '../../src/domain/content/boards';
import { addDays, competitionCardDetail } from '../../src/domain/competition-dates';
import { seoulDateKey } from '../../src/domain/relative-time';
import { COMPETITION_HOME_TEXT } from '../../src/domain/text/main-pages';
import { BOARD_TEXT_UI } from '../../src/domain/text/boards';
import { HEAD_TEXT } from '../../src/domain/text/head';
import { LIST_TEXT } from '../../src/domain/text/lists';
import { publishArticle, saveDraft } from './helpers/articles.fixtures';
import { FREE_BOARD, QNA_BOARD, writePost } from './helpers/boards.fixtures';
import { builtDist, headOf, type PageDoc } from './helpers/page-doc';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';
import { uploadAs } from './helpers/youth.fixtures';

const BASE = 'https://kickoff.example';
const KAKAO_KEY = '0123456789abcdef0123456789abcdef';

describe.each(ENGINES)('served pages and their heads on %s', (engine) => {
  let t: TestApp;
  let editor: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine, config: { staticDir: builtDist(), publicUrl: BASE } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    editor = await t.signUp({ role: 'EDITOR', nickname: '박코치' });
    member = await t.signUp({ nickname: '질문하는부모' });
  });

  const page = async (path: string, status = 200): Promise<PageDoc> => {
    const res = await t.request('GET', path);
    expect(res.status, path).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
    return headOf(await res.text());
  };

  it("serves an article's escaped title, summary, canonical address and picture, with the shell", async () => {
    const id = await publishArticle(t, editor.token, {
      title: '겨울철 드리블 & 패스 훈련',
      content: `<p>${'공을 발 안쪽으로 밀어 주는 연습부터 시작합니다. '.repeat(6)}</p>`,
      thumbnailUrl: '/api/images/winter.webp',
    });
    const doc = await page(`/article/${id}`);
    expect(doc.html).toContain('<title>겨울철 드리블 &amp; 패스 훈련 | 킥오프</title>');
    expect(doc.title).toBe('겨울철 드리블 & 패스 훈련 | 킥오프');
    expect(doc.meta('og:title')).toBe('겨울철 드리블 & 패스 훈련');
    expect(doc.meta('og:image')).toBe(`${BASE}/api/images/winter.webp`);
    expect(doc.meta('twitter:image')).toBe(`${BASE}/api/images/winter.webp`);
    expect(doc.meta('twitter:card')).toBe('summary_large_image');
    expect(doc.meta('og:locale')).toBe('ko_KR');
    expect(doc.meta('og:type')).toBe('article');
    expect(doc.meta('og:url')).toBe(`${BASE}/article/${id}`);
    expect(doc.canonical).toBe(`${BASE}/article/${id}`);
    const description = doc.meta('description') ?? '';
    expect(description.startsWith('공을 발 안쪽으로 밀어 주는 연습부터')).toBe(true);
    expect([...description]).toHaveLength(100);
    expect(doc.meta('robots')).toBeUndefined();
    expect(doc.html).toContain('<div id="root">');
    // The first screen: the detail layout with the title, inert, and no top bar on an article.
    expect(doc.shellText).toContain('겨울철 드리블 & 패스 훈련');
    expect(doc.html).toMatch(/<div class="ks-shell" inert>/);
    expect(doc.html).not.toContain('class="ks-bar"');
    expect(doc.scripts).toEqual(['/src/ui/main.tsx']);
  });

  it("paints an item's body in the shell before the app runs, without its pictures or addresses", async () => {
    const id = await publishArticle(t, editor.token, {
      title: '본문이 먼저 보이는 글',
      content:
        '<h2>준비 운동</h2><p>첫 문단은 <a href="https://example.com/a">링크</a>와 함께 보입니다.</p>' +
        '<p><img src="/api/images/pitch.webp" alt="운동장"></p><ul><li>패스</li></ul>',
    });
    const doc = await page(`/article/${id}`);
    expect(doc.shellText).toContain('준비 운동');
    expect(doc.shellText).toContain('첫 문단은 링크와 함께 보입니다.');
    expect(doc.html).toContain(
      '<div class="ks-body"><h2>준비 운동</h2><p>첫 문단은 <a>링크</a>와 함께 보입니다.</p><p></p><ul><li>패스</li></ul></div>',
    );
    // A picture of unknown size would move the text under it: the app's render brings it.
    expect(doc.html).not.toContain('<img');
    expect(doc.html).not.toContain('https://example.com/a');
  });

  it('sends the critical CSS in the document, its inline style admitted by its hash alone', async () => {
    const res = await t.request('GET', '/board/home');
    const html = await res.text();
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    // index.html's stylesheet (the shell's styles among it) is in the page: no request before paint.
    expect(css).toContain('.ks-bar');
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const hash = createHash('sha256').update(css).digest('base64');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('keeps a hostile title inert in the title, every attribute and the shell', async () => {
    const title = `"'><script>alert(1)</script></title><meta http-equiv="refresh" content="0;url=//evil.example">`;
    const id = await publishArticle(t, editor.token, { title });
    const doc = await page(`/article/${id}`);
    expect(doc.title).toBe(`${title} | 킥오프`);
    expect(doc.meta('og:title')).toBe(title);
    expect(doc.meta('twitter:title')).toBe(title);
    expect(doc.shellText).toContain(title);
    // Nothing was parsed out of it: still one title, the template's one script, no refresh.
    expect(doc.titleCount).toBe(1);
    expect(doc.scripts).toEqual(['/src/ui/main.tsx']);
    expect(doc.html).not.toContain('<script>alert(1)');
    expect(doc.html.toLowerCase()).not.toContain('<meta http-equiv');
    expect(doc.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;/title&gt;');
  });

  it('answers a draft, a missing id, a bad id and an unknown address with 404 and noindex, app included', async () => {
    const draft = await saveDraft(t, editor.token, { title: '아직 쓰는 중인 글' });
    for (const path of [
      `/article/${draft}`,
      '/article/987654',
      '/article/abc',
      '/board/post/424242',
      '/nope',
    ]) {
      const doc = await page(path, 404);
      expect(doc.meta('robots'), path).toBe('noindex');
      expect(doc.canonical, path).toBeUndefined();
      expect(doc.html, path).toContain('<div id="root">');
      expect(doc.scripts, path).toEqual(['/src/ui/main.tsx']);
      expect(doc.html, path).not.toContain('아직 쓰는 중인 글');
    }
    // An article is not a board post: the same id under another kind's address is missing too.
    const article = await publishArticle(t, editor.token);
    await page(`/board/post/${article}`, 404);
  });

  it('never names the Q&A author in the head; a free-board post has its own head', async () => {
    await t.db
      .update(users)
      .set({ profileImageUrl: '/api/images/asker.webp', job: '수원 학부모' })
      .where(eq(users.id, member.id));
    const question = await writePost(t, QNA_BOARD, member.token, {
      title: '발목 부상 후 복귀 시기',
      content: '<p>언제 다시 뛰어도 될까요?</p>',
    });
    const doc = await page(`/board/qna/${question}`);
    expect(doc.title).toBe('발목 부상 후 복귀 시기 | 킥오프');
    expect(doc.meta('description')).toBe('언제 다시 뛰어도 될까요?');
    expect(doc.meta('og:image')).toBe(`${BASE}/og-image.png`);
    for (const trace of [member.nickname, member.email, '/api/images/asker.webp', '수원 학부모'])
      expect(doc.html).not.toContain(trace);
    const post = await writePost(t, FREE_BOARD, member.token, { title: '주말 연습 경기 후기' });
    const free = await page(`/board/post/${post}`);
    expect(free.canonical).toBe(`${BASE}/board/post/${post}`);
    expect(free.html).toContain('class="ks-bar"');
    expect(free.html).not.toContain(member.nickname);
  });

  it("serves a profile's public face only; private pages are not indexed", async () => {
    await t.db
      .update(users)
      .set({
        introduction: '유소년 축구 코치로 10년째 일하고 있습니다.',
        profileImageUrl: '/api/images/coach.webp',
      })
      .where(eq(users.id, editor.id));
    const doc = await page(`/users/${editor.id}?tab=intro`);
    expect(doc.title).toBe('박코치 | 킥오프');
    expect(doc.meta('og:type')).toBe('profile');
    expect(doc.meta('description')).toBe('유소년 축구 코치로 10년째 일하고 있습니다.');
    expect(doc.meta('og:image')).toBe(`${BASE}/api/images/coach.webp`);
    expect(doc.canonical).toBe(`${BASE}/users/${editor.id}`);
    expect(doc.html).not.toContain(editor.email);
    await page('/users/999999', 404);
    const edit = await page('/users/edit');
    expect(edit.meta('robots')).toBe('noindex');
    expect(edit.title).toBe(HEAD_TEXT.defaultTitle);
  });

  it('gives the home, board and competition pages their own titles, shells and the default picture', async () => {
    const home = await page('/');
    expect(home.title).toBe('아티클 | 킥오프');
    expect(home.canonical).toBe(`${BASE}/`);
    expect(home.meta('og:image')).toBe(`${BASE}/og-image.png`);
    expect(home.meta('og:image:width')).toBe('1200');
    expect(home.html).toMatch(/<span class="ks-link" data-current>아티클<\/span>/);
    const board = await page('/board/home?board=qna');
    expect(board.title).toBe('커뮤니티 | 킥오프');
    expect(board.canonical).toBe(`${BASE}/board/home`);
    expect(board.html).toMatch(/<span class="ks-link" data-current>커뮤니티<\/span>/);
    expect((await page('/competition/home')).title).toBe('대회정보 | 킥오프');
  });

  it("paints the board home's tabs and the board's weekly popular posts before the app runs", async () => {
    const titles = [
      '첫 질문입니다',
      '두 번째 질문',
      '세 번째 <script>alert(1)</script> 질문',
      '네 번째 질문',
    ];
    for (const title of titles) await writePost(t, QNA_BOARD, member.token, { title });
    await writePost(t, FREE_BOARD, member.token, { title: '자유게시판 잡담' });

    const qna = await page('/board/home');
    const block = qna.shellText.slice(qna.shellText.indexOf(BOARD_TEXT_UI.weeklyTitle));
    expect(qna.shellText).toContain(BOARD_TEXT_UI.weeklyTitle);
    // The first page of three, and 'more' with the page count; the other board's posts are not there.
    expect(titles.filter((title) => block.includes(title))).toHaveLength(3);
    expect(block).toContain(`${LIST_TEXT.popularMore}${LIST_TEXT.popularPage(1, 2)}`);
    expect(block).toContain(BOARD_TEXT_UI.likesAndComments(0, 0));
    expect(qna.shellText).not.toContain('자유게시판 잡담');
    expect(qna.html).not.toContain('<script>alert(1)');
    expect(qna.html).toContain(`<span class="ks-tab" data-selected>${BOARD_LABEL.qna}</span>`);

    const free = await page('/board/home?board=post');
    expect(free.shellText).toContain('자유게시판 잡담');
    expect(free.html).toContain(`<span class="ks-tab" data-selected>${BOARD_LABEL.post}</span>`);
    expect(free.html).toMatch(/class="ks-more-b" hidden/);
    // A search shows no popular block in the app, so the shell has none either.
    const searching = await page(`/board/home?board=qna&keyword=${encodeURIComponent('질문')}`);
    expect(searching.shellText).not.toContain(BOARD_TEXT_UI.weeklyTitle);
    expect(searching.html).toContain('class="ks-tabs"');
  });

  it("paints the competition home's ongoing cups before the app runs, and an import changes them", async () => {
    const today = seoulDateKey(new Date());
    const before = await page('/competition/home');
    expect(before.shellText).toContain(COMPETITION_HOME_TEXT.cups);
    expect(before.html).not.toContain('class="ks-card"');
    expect(before.html).toContain('<div class="ks-frame" data-narrow>');

    const admin = await t.signUp({ role: 'ADMIN' });
    const [start, end] = [addDays(today, -1), addDays(today, 2)];
    const name = '한빛배 <b>결승</b>';
    const csv = `cupId,cupName,place,playSDate,playEDate,uageGroup\nH1,${name},경주,${start},${end},U14\n`;
    expect((await uploadAs(t, admin.token, csv, 'cups.csv')).status).toBe(200);

    const after = await page('/competition/home');
    // The group the app selects (the first with cups) is pressed, groups without cups are quieter.
    expect(after.html).toContain(`<span class="ks-age" data-pressed>${AGE_GROUP_LABEL.U14}</span>`);
    expect(after.html).toContain(`<span class="ks-age" data-empty>${AGE_GROUP_LABEL.U11}</span>`);
    expect(after.shellText).toContain(name);
    expect(after.html).not.toContain('<b>결승');
    expect(after.shellText).toContain(competitionCardDetail('경주', start, end));
  });

  it('revalidates a page by ETag and compresses it', async () => {
    const first = await t.request('GET', '/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const html = gunzipSync(Buffer.from(await first.arrayBuffer())).toString();
    expect(html).toContain('<div id="root">');
    const etag = first.headers.get('etag') ?? '';
    const again = await t.request('GET', '/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const head = await t.request('HEAD', '/article/424242');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('names the Kakao key and admits its SDK only when KAKAO_JS_KEY is set', async () => {
    const plain = await t.listen();
    try {
      const res = await fetch(`${plain.url}/`);
      expect(await res.text()).not.toContain('kakao-js-key');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('kakao');
    } finally {
      await plain.close();
    }
    const withKey = createApp({ ...t.deps, config: { ...t.deps.config, kakaoJsKey: KAKAO_KEY } });
    const res = await withKey.request('/');
    const doc = headOf(await res.text());
    expect(doc.meta('kakao-js-key')).toBe(KAKAO_KEY);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${KAKAO_SDK.scriptOrigin}`);
    expect(csp).toContain(`form-action 'self' ${KAKAO_SDK.sharerOrigin}`);
    expect(csp).toContain("style-src 'self'");
  });
});
