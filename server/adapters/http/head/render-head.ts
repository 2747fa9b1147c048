import { escapeHtml } from '../../../../src/domain/content/search';
import { KAKAO_KEY_META } from '../../../../src/domain/share';
import { HEAD_TEXT } from '../../../../src/domain/text/head';
import type { PageHead } from './page-head';

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/**
 * The tags of one page's head: title, description, canonical address, robots, Open Graph (og:locale
 * ko_KR) and Twitter card, and the Kakao JavaScript key when sharing through Kakao is configured.
 * Every value is escaped; nothing else from the request or the database reaches the document.
 */
export const renderHead = (head: PageHead, options: { readonly kakaoJsKey?: string | undefined } = {}) => {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', HEAD_TEXT.siteName),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.cardTitle),
    meta('property', 'og:description', head.description),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  tags.push(meta('property', 'og:image', head.image.url));
  if (head.image.width && head.image.height)
    tags.push(
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
    );
  tags.push(meta('property', 'og:image:alt', head.image.alt));
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  if (head.modifiedTime) tags.push(meta('property', 'article:modified_time', head.modifiedTime));
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.cardTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  );
  if (options.kakaoJsKey) tags.push(meta('name', KAKAO_KEY_META, options.kakaoJsKey));
  return tags.join('\n    ');
};
