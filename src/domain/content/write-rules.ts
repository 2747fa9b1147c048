import { CONTENT_INPUT_TEXT as T } from '../text/content-input';
import type { ContentPolicy } from './policy';

/** One refused field of a write, with the Korean reason the user reads. */
export interface FieldError {
  readonly field: string;
  readonly reason: string;
}

/** What a write demands: nothing of a new draft; a title of a draft being edited; title and text to publish. */
export type Strictness = 'draft' | 'titled' | 'publishable';

/** The title and body text a write still lacks. */
export const missingFields = (title: string, text: string, strictness: Strictness): FieldError[] => [
  ...(strictness !== 'draft' && title.trim() === '' ? [{ field: 'title', reason: T.titleRequired }] : []),
  ...(strictness === 'publishable' && text.trim() === ''
    ? [{ field: 'content', reason: T.contentRequired }]
    : []),
];

/** Too many tags: the kind carries none, one category (the Q&A board), or up to `maxTags` tags. */
const tagCountReason = (policy: ContentPolicy): string =>
  policy.maxTags === 0 ? T.tagInvalid : policy.maxTags === 1 ? T.categoryTooMany : T.tagsTooMany;

export interface WriteFacts {
  readonly title: string;
  /** Plain text of the body. */
  readonly text: string;
  /** Without repeats. */
  readonly tags: readonly string[];
  /** Trimmed, null when none. */
  readonly thumbnailUrl: string | null;
}

/**
 * Everything a kind refuses in a write: missing title or text, more tags than the kind carries (any
 * tag where it has none), a thumbnail where the kind has none or that is not one of our own images.
 */
export const writeErrors = (
  policy: ContentPolicy,
  write: WriteFacts,
  strictness: Strictness,
  isOwnImageUrl: (url: string) => boolean,
): FieldError[] => {
  const errors = missingFields(write.title, write.text, strictness);
  if (write.tags.length > policy.maxTags) errors.push({ field: 'tags', reason: tagCountReason(policy) });
  if (write.thumbnailUrl !== null && (!policy.thumbnail || !isOwnImageUrl(write.thumbnailUrl)))
    errors.push({ field: 'thumbnailUrl', reason: T.thumbnailInvalid });
  return errors;
};
