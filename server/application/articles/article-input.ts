import { Effect } from 'effect';
import { summaryOf } from '../../../src/domain/content/text';
import { ARTICLE_INPUT_TEXT as T } from '../../../src/domain/text/articles-server';
import type { ArticleContent, ContentSanitizer } from '../../ports/articles.port';
import { BadRequest, type FieldError } from '../errors';

export type ArticleInput = {
  readonly title: string;
  readonly content: string;
  readonly tags: readonly string[];
  readonly thumbnailUrl: string | null;
};

/** What a write demands: a title always but for drafts; text as well when the article is published. */
export type Strictness = 'draft' | 'titled' | 'publishable';

export const missing = (title: string, text: string, strictness: Strictness): FieldError[] => [
  ...(strictness !== 'draft' && title.trim() === '' ? [{ field: 'title', reason: T.titleRequired }] : []),
  ...(strictness === 'publishable' && text.trim() === ''
    ? [{ field: 'content', reason: T.contentRequired }]
    : []),
];

/**
 * Sanitizes the body, derives text and summary, and checks the thumbnail and what the write demands.
 * Text is NFC-normalised so search (which normalises queries) finds words typed on any system.
 */
export const prepareContent = (sanitizer: ContentSanitizer, input: ArticleInput, strictness: Strictness) =>
  Effect.gen(function* () {
    const title = input.title.normalize('NFC').trim();
    const { html, text } = sanitizer.clean(input.content.normalize('NFC'));
    const errors = missing(title, text, strictness);
    const thumbnailUrl = input.thumbnailUrl?.trim() || null;
    if (thumbnailUrl !== null && !sanitizer.isOwnImageUrl(thumbnailUrl)) {
      errors.push({ field: 'thumbnailUrl', reason: T.thumbnailInvalid });
    }
    if (errors.length > 0) return yield* new BadRequest({ message: 'Bad Request', errors });
    const content: ArticleContent = {
      title,
      content: html,
      contentText: text,
      contentSummary: summaryOf(text),
      tags: [...new Set(input.tags)],
      thumbnailUrl,
    };
    return content;
  });
