import { cutText, plainText } from './content/text';
import { SHARE_TEXT } from './text';

export { plainText } from './content/text';

export const SHARE_TEXT_LENGTH = 20;

export const DEFAULT_SHARE: { readonly title: string; readonly description: string } = {
  title: SHARE_TEXT.title,
  description: SHARE_TEXT.description,
};

/**
 * The share text of spec section 2: the body's text cut to 20 characters plus '...'. Characters are
 * code points, cut only between user-perceived characters, so an emoji is never split; 20 or fewer
 * get no ellipsis.
 */
export const shareText = (htmlOrText: string): string => {
  const plain = plainText(htmlOrText);
  return Array.from(plain).length <= SHARE_TEXT_LENGTH ? plain : `${cutText(plain, SHARE_TEXT_LENGTH)}...`;
};

/**
 * The Kakao JavaScript SDK, pinned to one release with its subresource integrity (the value Kakao
 * publishes beside each release on developers.kakao.com, "Download"). The browser loads it on first use
 * only when the server names a JavaScript key; the server's CSP then allows its origin, and the origin
 * its share picker form posts to.
 */
export const KAKAO_SDK = {
  src: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js',
  integrity: 'sha384-DKYJZ8NLiK8MN4/C5P2dtSmLQ4KwPaoqAfyA/DfmEc1VDxu4yyC7wy6K1Hs90nka',
  scriptOrigin: 'https://t1.kakaocdn.net',
  sharerOrigin: 'https://sharer.kakao.com',
} as const;

/** The `<meta name>` through which the served page hands the browser the Kakao JavaScript key. */
export const KAKAO_KEY_META = 'kakao-js-key';

/** A Kakao JavaScript key as the developer console issues it (32 hex digits; a little latitude). */
export const KAKAO_KEY_PATTERN = /^[A-Za-z0-9]{16,64}$/;

/** The site's own preview image (1200×630), for pages and shares without a picture of their own. */
export const DEFAULT_SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** What a share card shows: an absolute address, a title, a line of text and an absolute image URL. */
export interface ShareCard {
  readonly url: string;
  readonly title: string;
  readonly text: string;
  readonly imageUrl: string;
}

/** The KakaoTalk feed message of a card (Kakao.Share.sendDefault's settings): the card and one button. */
export const kakaoFeedOf = (card: ShareCard) => {
  const link = { webUrl: card.url, mobileWebUrl: card.url };
  return {
    objectType: 'feed',
    content: { title: card.title, description: card.text, imageUrl: card.imageUrl, link },
    buttons: [{ title: SHARE_TEXT.kakaoButton, link }],
  } as const;
};
