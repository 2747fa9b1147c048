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
