import { Effect } from 'effect';
import { imageSources, summaryOf } from '../../../src/domain/content/text';
import type { ContentKind } from '../../../src/domain/content/policy';
import type { AccountsRepository } from '../../ports/accounts.port';
import type { Stores } from '../../ports/unit-of-work.port';
import { publicProfile } from '../accounts/profile.use-case';
import { visibleContent } from '../content/content-queries.use-case';
import { heldReasons } from '../content/held';
import { REPORT_TEXT } from '../../../src/domain/text/reports';

/**
 * What a shared link's preview may tell about an item: what any visitor reads on its page, and no more.
 * No author at all (a Q&A author is never named; the others' names are on the page, not in the head).
 */
export type ContentFacts = {
  readonly kind: ContentKind;
  readonly title: string;
  /** The card summary of the body (the first 100 characters of its text). */
  readonly description: string;
  /** The thumbnail, else the body's first picture; null: neither. As stored (relative or absolute). */
  readonly imageUrl: string | null;
  /** The body's HTML as stored (cleaned on write). */
  readonly body: string;
  /** How many tags the item carries (the page shows them above its title). */
  readonly tagCount: number;
  readonly publishedAt: Date | null;
  readonly modifiedAt: Date;
};

export type ProfileFacts = {
  readonly name: string;
  /** The introduction's first 100 characters; '' when there is none. */
  readonly description: string;
  readonly imageUrl: string | null;
};

/** The first `<img src>` of sanitized HTML (the sanitizer keeps only our own image URLs). */
const firstImageOf = (html: string): string | null => imageSources(html)[0] ?? null;

/**
 * A published item as a visitor sees it: a draft, an item of another kind or a missing one fails with
 * NotFound, exactly as the detail API answers a visitor.
 */
export const contentFacts = (stores: Stores, kind: ContentKind, id: number) =>
  Effect.map(
    Effect.all([visibleContent(stores, kind, null, id), heldReasons(stores, kind, [id])]),
    ([item, held]): ContentFacts =>
      // Held by reports (issue 22): a visitor reads the placeholder and nothing of the item.
      held.has(id)
        ? {
            kind,
            title: REPORT_TEXT.heldPlaceholder,
            description: '',
            imageUrl: null,
            body: '',
            tagCount: item.tags.length,
            publishedAt: item.publishedAt,
            modifiedAt: item.modifiedAt,
          }
        : {
            kind,
            title: item.title,
            description: summaryOf(item.contentText),
            imageUrl: item.thumbnailUrl ?? firstImageOf(item.content),
            body: item.content,
            tagCount: item.tags.length,
            publishedAt: item.publishedAt,
            modifiedAt: item.modifiedAt,
          },
  );

/** A public profile as a visitor sees it (NotFound before onboarding); only its public face. */
export const profileFacts = (accounts: AccountsRepository, id: number, now: Date) =>
  Effect.map(
    publicProfile(accounts, null, id, now),
    (profile): ProfileFacts => ({
      name: profile.name,
      description: summaryOf(profile.introduction ?? ''),
      imageUrl: profile.profileImageUrl,
    }),
  );
