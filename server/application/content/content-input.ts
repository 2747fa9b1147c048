import { Effect } from 'effect';
import type { ContentPolicy } from '../../../src/domain/content/policy';
import { summaryOf } from '../../../src/domain/content/text';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import type { ContentFields, ContentSanitizer } from '../../ports/content.port';
import { BadRequest, type FieldError } from '../errors';

export type ContentInput = {
  readonly title: string;
  readonly content: string;
  readonly tags: readonly string[];
  readonly thumbnailUrl: string | null;
};

/** What a write demands: nothing for drafts; a title for a draft being edited; title and text to publish. */
export type Strictness = 'draft' | 'titled' | 'publishable';

export const missing = (title: string, text: string, strictness: Strictness): FieldError[] => [
  ...(strictness !== 'draft' && title.trim() === '' ? [{ field: 'title', reason: T.titleRequired }] : []),
  ...(strictness === 'publishable' && text.trim() === ''
    ? [{ field: 'content', reason: T.contentRequired }]
    : []),
];

/**
 * Sanitizes the body, derives text and summary, and checks what the kind allows (tags, thumbnail) and
 * what the write demands. Text is NFC-normalised so search (which normalises queries) finds words typed
 * on any system.
 */
export const prepareContent = (
  sanitizer: ContentSanitizer,
  policy: ContentPolicy,
  input: ContentInput,
  strictness: Strictness,
) =>
  Effect.gen(function* () {
    const title = input.title.normalize('NFC').trim();
    const { html, text } = sanitizer.clean(input.content.normalize('NFC'));
    const errors = missing(title, text, strictness);
    const tags = [...new Set(input.tags)];
    if (tags.length > policy.maxTags)
      errors.push({ field: 'tags', reason: policy.maxTags === 0 ? T.tagInvalid : T.tagsTooMany });
    const thumbnailUrl = input.thumbnailUrl?.trim() || null;
    if (thumbnailUrl !== null && (!policy.thumbnail || !sanitizer.isOwnImageUrl(thumbnailUrl)))
      errors.push({ field: 'thumbnailUrl', reason: T.thumbnailInvalid });
    if (errors.length > 0) return yield* new BadRequest({ message: 'Bad Request', errors });
    const fields: ContentFields = {
      title,
      content: html,
      contentText: text,
      contentSummary: summaryOf(text),
      tags,
      thumbnailUrl,
    };
    return fields;
  });
