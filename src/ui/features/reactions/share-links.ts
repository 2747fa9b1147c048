import { REACTION_TEXT } from '../../../domain/text/reactions';

export interface ShareContent {
  readonly url: string;
  readonly title: string;
  /** shareText(content): the body cut to 20 characters plus '...'. */
  readonly text: string;
  /** The item's picture as an absolute URL (the KakaoTalk card shows it); absent: the site's own. */
  readonly imageUrl?: string | null;
}

export interface ShareTarget {
  readonly key: keyof typeof REACTION_TEXT.shareTargets;
  readonly label: string;
  readonly href: string;
}

const enc = encodeURIComponent;

/**
 * The share targets of spec section 2 as plain links to each service's public share page (no SDK to
 * load or fail): messenger feed, social network, microblog, chat app and portal. None without a URL.
 */
export const shareTargets = ({ url, title, text }: ShareContent): readonly ShareTarget[] => {
  if (url === '') return [];
  const L = REACTION_TEXT.shareTargets;
  return [
    { key: 'kakaostory', label: L.kakaostory, href: `https://story.kakao.com/share?url=${enc(url)}` },
    { key: 'facebook', label: L.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    {
      key: 'x',
      label: L.x,
      href: `https://x.com/intent/post?url=${enc(url)}&text=${enc(`${title} ${text}`.trim())}`,
    },
    { key: 'line', label: L.line, href: `https://social-plugins.line.me/lineit/share?url=${enc(url)}` },
    {
      key: 'naver',
      label: L.naver,
      href: `https://share.naver.com/web/shareView?url=${enc(url)}&title=${enc(title)}`,
    },
  ];
};
