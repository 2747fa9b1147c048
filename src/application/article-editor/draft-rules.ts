import type { ContentTag } from '../../domain/catalog';
import { hasBody } from '../../domain/content/text';
import { EDITOR_TEXT } from '../../domain/text/editor';
import type { ArticleDoc } from './article-editor-api.port';

/** An article carries at most three of the twelve content tags (the server enforces it too). */
export const MAX_TAGS = 3;
/** The server refuses larger images; checking first saves a slow upload that would fail. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const EMPTY_DOC: ArticleDoc = { title: '', content: '', tags: [], thumbnailUrl: null };

export const sameDoc = (a: ArticleDoc, b: ArticleDoc): boolean =>
  a.title === b.title &&
  a.content === b.content &&
  a.thumbnailUrl === b.thumbnailUrl &&
  a.tags.length === b.tags.length &&
  a.tags.every((tag, i) => b.tags[i] === tag);

/** Nothing worth saving yet: autosave waits, 'save draft' asks for something first. */
export const isBlank = (doc: ArticleDoc): boolean => doc.title.trim() === '' && !hasBody(doc.content);

/** Why the article cannot be published yet, or null when it can. */
export const publishProblem = (doc: ArticleDoc): string | null => {
  if (doc.title.trim() === '') return EDITOR_TEXT.titleRequired;
  if (!hasBody(doc.content)) return EDITOR_TEXT.contentRequired;
  return null;
};

/** Adds or removes a tag; a fourth tag is refused (null) so the UI can say why. */
export const toggleTag = (tags: readonly ContentTag[], tag: ContentTag): readonly ContentTag[] | null => {
  if (tags.includes(tag)) return tags.filter((t) => t !== tag);
  return tags.length >= MAX_TAGS ? null : [...tags, tag];
};

/** Why a chosen file cannot be uploaded, or null. */
export const imageFileProblem = (file: { readonly type: string; readonly size: number }): string | null => {
  if (!IMAGE_TYPES.includes(file.type)) return EDITOR_TEXT.uploadNotImage;
  if (file.size > MAX_IMAGE_BYTES) return EDITOR_TEXT.uploadTooLarge;
  return null;
};
