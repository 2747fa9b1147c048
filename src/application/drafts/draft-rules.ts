import type { ContentTag } from '../../domain/catalog';
import { CONTENT_LIMITS } from '../../domain/content/limits';
import { hasBody } from '../../domain/content/text';
import { EDITOR_TEXT } from '../../domain/text/editor';
import type { ContentDoc } from './drafts-api.port';

/** The server refuses larger images; checking first saves a slow upload that would fail. */
export const MAX_IMAGE_BYTES = CONTENT_LIMITS.imageBytes;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const EMPTY_DOC: ContentDoc = { title: '', content: '', tags: [], thumbnailUrl: null };

export const sameDoc = (a: ContentDoc, b: ContentDoc): boolean =>
  a.title === b.title &&
  a.content === b.content &&
  a.thumbnailUrl === b.thumbnailUrl &&
  a.tags.length === b.tags.length &&
  a.tags.every((tag, i) => b.tags[i] === tag);

/** Nothing worth saving yet: autosave waits, 'save draft' asks for something first. */
export const isBlank = (doc: ContentDoc): boolean => doc.title.trim() === '' && !hasBody(doc.content);

/** Why the article cannot be published yet, or null when it can. */
export const publishProblem = (doc: ContentDoc): string | null => {
  if (doc.title.trim() === '') return EDITOR_TEXT.titleRequired;
  if (!hasBody(doc.content)) return EDITOR_TEXT.contentRequired;
  return null;
};

/**
 * Adds or removes a tag. Past the kind's limit (`maxTags`: three for articles) a new tag is refused
 * (null) so the UI can say why; a kind with one tag (the Q&A category) swaps it instead.
 */
export const toggleTag = (
  tags: readonly ContentTag[],
  tag: ContentTag,
  maxTags: number,
): readonly ContentTag[] | null => {
  if (tags.includes(tag)) return tags.filter((t) => t !== tag);
  if (maxTags === 1) return [tag];
  return tags.length >= maxTags ? null : [...tags, tag];
};

/** Why a chosen file cannot be uploaded, or null. */
export const imageFileProblem = (file: { readonly type: string; readonly size: number }): string | null => {
  if (!IMAGE_TYPES.includes(file.type)) return EDITOR_TEXT.uploadNotImage;
  if (file.size > MAX_IMAGE_BYTES) return EDITOR_TEXT.uploadTooLarge;
  return null;
};
