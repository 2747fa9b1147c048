import {
  CONTENT_KINDS,
  CONTENT_POLICIES,
  type ContentKind,
  type ContentPolicy,
  isContentKind,
} from '../domain/content/policy';
import {
  CONTENT_PAGES,
  CONTENT_PROFILE_LISTS,
  type ContentPages,
  type ContentProfileLists,
} from '../domain/content/policy-pages';
import type { ContentOperations } from './content.operations';
import { CONTENT_OPERATIONS } from './content-tables';

/** Everything a content kind is: its policy row, the row's parts and its operation table. */
export type ContentKindDefinition = {
  readonly policy: ContentPolicy;
  readonly pages: ContentPages;
  readonly profileLists: ContentProfileLists;
  readonly operations: ContentOperations;
};

/** A table keyed by kind, as the registration writes it (the static tables are typed read-only). */
type Table<T> = Record<string, T>;

/**
 * Adds a kind at run time into the tables every shared piece reads kinds from (CONTENT_KINDS, the
 * policy rows and their parts, CONTENT_OPERATIONS), and answers the undo. The app's kinds are the static
 * rows; this is for tests that show a new kind is a row and nothing else (tests/integration/
 * content-kind.test.ts: a test-only kind answers on the demo host with no other code). A host built
 * after the registration serves the kind (the bindings are made from the tables when a host is built).
 */
export const registerContentKind = (definition: ContentKindDefinition): (() => void) => {
  const kind = definition.policy.kind;
  if (isContentKind(kind)) throw new Error(`content kind ${kind} exists already`);
  const kinds = CONTENT_KINDS as unknown as ContentKind[];
  kinds.push(kind);
  (CONTENT_POLICIES as Table<ContentPolicy>)[kind] = definition.policy;
  (CONTENT_PAGES as Table<ContentPages>)[kind] = definition.pages;
  (CONTENT_PROFILE_LISTS as Table<ContentProfileLists>)[kind] = definition.profileLists;
  (CONTENT_OPERATIONS as Table<ContentOperations>)[kind] = definition.operations;
  return () => {
    kinds.splice(kinds.indexOf(kind), 1);
    delete (CONTENT_POLICIES as Table<ContentPolicy>)[kind];
    delete (CONTENT_PAGES as Table<ContentPages>)[kind];
    delete (CONTENT_PROFILE_LISTS as Table<ContentProfileLists>)[kind];
    delete (CONTENT_OPERATIONS as Table<ContentOperations>)[kind];
  };
};
