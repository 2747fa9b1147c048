import {
  KAKAO_KEY_META,
  KAKAO_KEY_PATTERN,
  KAKAO_SDK,
  kakaoFeedOf,
  type ShareCard,
} from '../../../domain/share';

/** The part of Kakao's SDK (window.Kakao) sharing uses. */
export interface KakaoSdk {
  isInitialized(): boolean;
  init(key: string): void;
  readonly Share: { sendDefault(settings: ReturnType<typeof kakaoFeedOf>): void };
}

/** What the loader needs from the page; tests give a fake. */
export interface KakaoHost {
  /** The JavaScript key the served page names, or null (KAKAO_JS_KEY unset). */
  readonly key: string | null;
  /** window.Kakao, once the SDK has run. */
  sdk(): KakaoSdk | undefined;
  /** Adds the SDK's script (with its integrity) and settles when it has run or failed to load. */
  loadScript(src: string, integrity: string): Promise<void>;
}

export interface KakaoShare {
  /** Whether KakaoTalk is offered at all: only with a key. */
  readonly available: boolean;
  /** Loads the SDK once and initialises it with the key; a failed load is tried again on the next call. */
  ready(): Promise<KakaoSdk>;
  /**
   * Sends the card through KakaoTalk. When the SDK is ready it is called at once, inside the click that
   * asked for it (a phone opens KakaoTalk only from a user's gesture); otherwise after it loads.
   */
  share(card: ShareCard): Promise<void>;
}

/**
 * KakaoTalk sharing through Kakao's JavaScript SDK, loaded from Kakao's CDN on first use (the share
 * dialog opening), never with the app's own scripts. Without a key nothing is ever loaded and the
 * dialog offers the plain share links only.
 */
export const kakaoShare = (host: KakaoHost): KakaoShare => {
  const key = host.key;
  let loaded: KakaoSdk | null = null;
  let loading: Promise<KakaoSdk> | null = null;
  const ready = (): Promise<KakaoSdk> => {
    if (key === null) return Promise.reject(new Error('Kakao sharing is not configured (KAKAO_JS_KEY)'));
    if (loaded) return Promise.resolve(loaded);
    loading ??= (async () => {
      if (!host.sdk()) await host.loadScript(KAKAO_SDK.src, KAKAO_SDK.integrity);
      const sdk = host.sdk();
      if (!sdk) throw new Error('the Kakao SDK loaded but did not define window.Kakao');
      if (!sdk.isInitialized()) sdk.init(key);
      loaded = sdk;
      return sdk;
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    available: key !== null,
    ready,
    share: async (card) => {
      const sdk = loaded ?? (await ready());
      sdk.Share.sendDefault(kakaoFeedOf(card));
    },
  };
};

/** The page's own host: the key from the served head, the SDK as a script tag with its integrity. */
export const browserKakaoHost = (doc: Document = document): KakaoHost => {
  const named = doc.querySelector(`meta[name="${KAKAO_KEY_META}"]`)?.getAttribute('content') ?? '';
  return {
    key: KAKAO_KEY_PATTERN.test(named) ? named : null,
    sdk: () => (doc.defaultView as (Window & { Kakao?: KakaoSdk }) | null)?.Kakao,
    loadScript: (src, integrity) =>
      new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.setAttribute('integrity', integrity);
        script.setAttribute('crossorigin', 'anonymous');
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          script.remove();
          reject(new Error(`the Kakao SDK could not be loaded from ${src}`));
        };
        doc.head.append(script);
      }),
  };
};

let pageShare: KakaoShare | undefined;

/** One loader per page, so the SDK loads at most once however often the dialog opens. */
export const pageKakaoShare = (): KakaoShare => {
  pageShare ??= kakaoShare(browserKakaoHost());
  return pageShare;
};
