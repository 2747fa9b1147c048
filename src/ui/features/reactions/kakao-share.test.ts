// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, KAKAO_KEY_META, KAKAO_SDK } from '../../../domain/share';
import { browserKakaoHost, type KakaoHost, type KakaoSdk, kakaoShare } from './kakao-share';

const KEY = '0123456789abcdef0123456789abcdef';
const CARD = {
  url: 'https://kickoff.example/article/3',
  title: '겨울 훈련',
  text: '공을 발 안쪽으로...',
  imageUrl: `https://kickoff.example${DEFAULT_SHARE_IMAGE.path}`,
};

/** A page that records what the loader asks of it; `failLoads` script loads fail before one succeeds. */
const fakeHost = (key: string | null, options: { preloaded?: boolean; failLoads?: number } = {}) => {
  const calls = { loads: [] as [string, string][], inits: [] as string[], sent: [] as unknown[] };
  let initialised = false;
  let failures = options.failLoads ?? 0;
  const sdk: KakaoSdk = {
    isInitialized: () => initialised,
    init: (k) => {
      calls.inits.push(k);
      initialised = true;
    },
    Share: { sendDefault: (settings) => void calls.sent.push(settings) },
  };
  let present = options.preloaded === true;
  const host: KakaoHost = {
    key,
    sdk: () => (present ? sdk : undefined),
    loadScript: async (src, integrity) => {
      calls.loads.push([src, integrity]);
      if (failures > 0) {
        failures -= 1;
        throw new Error('network');
      }
      present = true;
    },
  };
  return { host, calls };
};

describe('the KakaoTalk share loader', () => {
  it('without a key offers nothing and never loads the SDK', async () => {
    const { host, calls } = fakeHost(null);
    const kakao = kakaoShare(host);
    expect(kakao.available).toBe(false);
    await expect(kakao.ready()).rejects.toThrow(/KAKAO_JS_KEY/);
    await expect(kakao.share(CARD)).rejects.toThrow();
    expect(calls.loads).toEqual([]);
  });

  it('with a key loads the pinned SDK with its integrity once and initialises it with the key', async () => {
    const { host, calls } = fakeHost(KEY);
    const kakao = kakaoShare(host);
    expect(kakao.available).toBe(true);
    expect(calls.loads).toEqual([]);
    await Promise.all([kakao.ready(), kakao.ready()]);
    await kakao.share(CARD);
    await kakao.share(CARD);
    expect(calls.loads).toEqual([[KAKAO_SDK.src, KAKAO_SDK.integrity]]);
    expect(calls.inits).toEqual([KEY]);
    expect(calls.sent).toHaveLength(2);
    expect(calls.sent[0]).toEqual({
      objectType: 'feed',
      content: {
        title: CARD.title,
        description: CARD.text,
        imageUrl: CARD.imageUrl,
        link: { webUrl: CARD.url, mobileWebUrl: CARD.url },
      },
      buttons: [{ title: '자세히 보기', link: { webUrl: CARD.url, mobileWebUrl: CARD.url } }],
    });
  });

  it('uses an SDK the page already has, and does not initialise it twice', async () => {
    const { host, calls } = fakeHost(KEY, { preloaded: true });
    host.sdk()?.init(KEY);
    await kakaoShare(host).share(CARD);
    expect(calls.loads).toEqual([]);
    expect(calls.inits).toEqual([KEY]);
    expect(calls.sent).toHaveLength(1);
  });

  it('fails a share when the SDK cannot load, and tries again on the next one', async () => {
    const { host, calls } = fakeHost(KEY, { failLoads: 1 });
    const kakao = kakaoShare(host);
    await expect(kakao.share(CARD)).rejects.toThrow('network');
    expect(calls.sent).toEqual([]);
    await kakao.share(CARD);
    expect(calls.loads).toHaveLength(2);
    expect(calls.sent).toHaveLength(1);
  });

  it("reads the key from the served page's meta tag and adds the SDK as a script with its integrity", () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(browserKakaoHost(doc).key).toBeNull();
    const meta = doc.createElement('meta');
    meta.name = KAKAO_KEY_META;
    meta.content = 'not a key!';
    doc.head.append(meta);
    expect(browserKakaoHost(doc).key).toBeNull();
    meta.content = KEY;
    const host = browserKakaoHost(doc);
    expect(host.key).toBe(KEY);
    void host.loadScript(KAKAO_SDK.src, KAKAO_SDK.integrity).catch(() => undefined);
    const script = doc.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe(KAKAO_SDK.src);
    expect(script?.getAttribute('integrity')).toBe(KAKAO_SDK.integrity);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  });
});
