import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE, KAKAO_KEY_PATTERN, KAKAO_SDK, kakaoFeedOf, plainText, shareText } from './share';

const RUNS = { numRuns: 300 } as const;

describe('shareText', () => {
  it('cuts to 20 characters plus an ellipsis', () => {
    expect(shareText('<p>유소년 축구 선수들의 겨울 훈련 방법을 소개합니다.</p>')).toBe(
      '유소년 축구 선수들의 겨울 훈련 방법...',
    );
    expect(shareText('<p>짧은 글</p>')).toBe('짧은 글');
    expect(shareText('12345678901234567890')).toBe('12345678901234567890');
    expect(shareText('123456789012345678901')).toBe('12345678901234567890...');
    expect(shareText('')).toBe('');
  });

  it('strips tags, scripts and comments and decodes entities', () => {
    expect(plainText('<p>첫 문단</p><p>둘째 &amp; <b>셋</b>째</p>')).toBe('첫 문단 둘째 & 셋째');
    expect(plainText('<script>alert(1)</script><style>p{}</style><!-- x -->본문')).toBe('본문');
    expect(plainText('&lt;b&gt; &quot;인용&quot; &#39;a&#39; &#x1F600; &nbsp;끝 &unknown;')).toBe(
      '<b> "인용" \'a\' 😀 끝 &unknown;',
    );
    expect(plainText('줄<br>바꿈')).toBe('줄 바꿈');
  });

  it('never splits an emoji', () => {
    expect(shareText(`${'가'.repeat(19)}😀😀`)).toBe(`${'가'.repeat(19)}😀...`);
  });

  it('has a Korean default title and description', () => {
    expect(DEFAULT_SHARE.title).toBe('킥오프');
    expect(DEFAULT_SHARE.description).toMatch(/축구/);
  });

  it('is a prefix of the plain text, 20 characters at most before the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const plain = plainText(text);
        const shared = shareText(text);
        const chars = Array.from(plain);
        if (chars.length <= 20) {
          expect(shared).toBe(plain);
        } else {
          expect(shared.endsWith('...')).toBe(true);
          const body = shared.slice(0, -3);
          expect(Array.from(body).length).toBeLessThanOrEqual(20);
          expect(plain.startsWith(body)).toBe(true);
          // Cut between characters only: the next whole character would not have fitted.
          const next = new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(
            plain.slice(body.length),
          );
          const following = [...next][0]?.segment ?? '';
          expect(Array.from(body + following).length).toBeGreaterThan(20);
        }
      }),
      RUNS,
    );
  });

  it('leaves no tag in the text of generated HTML', () => {
    const word = fc.string({ unit: fc.constantFrom('축', '구', 'a', ' ', '1'), minLength: 1, maxLength: 8 });
    const tag = fc.constantFrom('p', 'b', 'em', 'div', 'span', 'strong');
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, word), { maxLength: 10 }), (parts) => {
        const html = parts.map(([t, w]) => `<${t} class="x">${w}</${t}>`).join('');
        const plain = plainText(html);
        expect(plain).not.toMatch(/[<>]/);
        expect(plain.replace(/ /g, '')).toBe(
          parts
            .map(([, w]) => w)
            .join('')
            .replace(/ /g, ''),
        );
      }),
      RUNS,
    );
  });
});

describe('KakaoTalk sharing', () => {
  it('pins one SDK release on the CDN origin the CSP admits, with a sha384 integrity', () => {
    expect(KAKAO_SDK.src.startsWith(`${KAKAO_SDK.scriptOrigin}/kakao_js_sdk/`)).toBe(true);
    expect(KAKAO_SDK.src).toMatch(/\/\d+\.\d+\.\d+\/kakao\.min\.js$/);
    expect(KAKAO_SDK.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('accepts a console-issued key and nothing that could leave an attribute', () => {
    expect(KAKAO_KEY_PATTERN.test('0123456789abcdef0123456789abcdef')).toBe(true);
    for (const bad of ['', 'short', 'a"b'.repeat(8), `${'a'.repeat(32)} onload=x`, 'é'.repeat(32)])
      expect(KAKAO_KEY_PATTERN.test(bad)).toBe(false);
  });

  it('makes a feed card whose link and button both lead to the shared page', () => {
    const card = {
      url: 'https://kickoff.example/board/qna/4',
      title: 't',
      text: 'x',
      imageUrl: 'https://i/x.png',
    };
    const feed = kakaoFeedOf(card);
    expect(feed.content.link).toEqual({ webUrl: card.url, mobileWebUrl: card.url });
    expect(feed.buttons.map((b) => b.link)).toEqual([feed.content.link]);
    expect(feed.content.imageUrl).toBe(card.imageUrl);
  });
});
