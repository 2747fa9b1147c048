import { Effect } from 'effect';
import type { ContentPolicy } from '../../../src/domain/content/policy';
import { summaryOf } from '../../../src/domain/content/text';
import { type Strictness, writeErrors } from '../../../src/domain/content/write-rules';
import type { ContentFields, ContentSanitizer } from '../../ports/content.port';
import { BadRequest } from '../errors';

export type ContentInput = {
  readonly title: string;
  readonly content: string;
  readonly tags: readonly string[];
  readonly thumbnailUrl: string | null;
};

/**
 * Sanitizes the body, derives text and summary, and checks what the kind allows (tags, thumbnail) and
 * what the write demands with the domain's write rules (src/domain/content/write-rules.ts). Text is
 * NFC-normalised so search (which normalises queries) finds words typed on any system.
 */
export const prepareContent = (
  sanitizer: ContentSanitizer,
  policy: ContentPolicy,
  input: ContentInput,
  strictness: Strictness,
) =>
  Effect.gen(function* () {
    const title = input.title.normalize('NFC').trim();
    const { html: cleaned, text } = sanitizer.clean(input.content.normalize('NFC'));
    const tags = [...new Set(input.tags)];
    const thumbnailUrl = input.thumbnailUrl?.trim() || null;
    const errors = writeErrors(policy, { title, text, tags, thumbnailUrl }, strictness, (url) =>
      sanitizer.isOwnImageUrl(url),
    );
    if (errors.length > 0) return yield* new BadRequest({ message: 'Bad Request', errors });
    // Each of our pictures keeps its stored size, so the body does not move as pictures load.
    const html = yield* sanitizer.sized(cleaned);
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
