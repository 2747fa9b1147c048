import { CONTENT_LIMITS } from '../../../src/domain/content/limits';
import { keywordWords } from '../../../src/domain/content/search';
import type { ContentPage, SearchRequest } from '../../ports/content.port';
import { contentRecordOf } from './memory-rows';
import type { ContentRow, MemoryDb } from './memory-db';
import { byOrder, publishedRows } from './memory-content-order';

/**
 * Korean search on the memory tables. The Drizzle store (server/adapters/db/content-search.ts) narrows
 * the rows with n-gram and trigram keys and then confirms every keyword word as a substring; its keys
 * never drop a match, so its answer is the confirmed substring test over every published row of the
 * kind, which a demo's few hundred rows can afford to scan. Words of one, two or three and more syllables
 * are therefore found the same way here; only the database needed them told apart.
 */
const CAP = CONTENT_LIMITS.searchCountCap;

/**
 * PostgreSQL's `lower()` on a UTF-8 database: one character at a time (no context: a final sigma is
 * lowered like any other), each to one character ('İ' to 'i', where JavaScript gives 'i̇').
 */
const pgLower = (text: string): string => {
  let out = '';
  for (const ch of text) out += [...ch.toLowerCase()][0] ?? ch;
  return out;
};

/** Every word in the text, ignoring case (the database's `position(lower(word) in lower(text))`). */
const hasEvery = (text: string, words: readonly string[]): boolean => {
  const haystack = pgLower(text);
  return words.every((w) => haystack.includes(pgLower(w)));
};

/** The scope's text of a row; a space joins title and text, and no keyword word holds one. */
const scopeText = (row: ContentRow, scope: SearchRequest['scope']): string =>
  scope === 'TITLE' ? row.title : scope === 'CONTENT' ? row.contentText : `${row.title} ${row.contentText}`;

const matches = (db: MemoryDb, q: SearchRequest): ContentRow[] => {
  const words = keywordWords(q.keyword);
  const rows = publishedRows(db, q.kind);
  if (q.scope !== 'AUTHOR') return rows.filter((row) => hasEvery(scopeText(row, q.scope), words));
  // A deleted account has no name left to find (its placeholder nickname is not one).
  const authors = new Set(
    [...db.tables.users.values()]
      .filter((u) => u.deletedAt === null && hasEvery(u.nickname, words))
      .map((u) => u.id),
  );
  return rows.filter((row) => authors.has(row.authorId));
};

/**
 * Matches counted up to the cap, one page of them in the request's order. Search results carry the
 * body's plain text (highlights read it), as the Drizzle store's do.
 */
export const searchMemory = (db: MemoryDb, q: SearchRequest): ContentPage => {
  const found = byOrder(matches(db, q), q.sort);
  const total = Math.min(found.length, CAP);
  const from = (q.page - 1) * q.size;
  const page = from >= total ? [] : found.slice(from, from + q.size);
  return { items: page.map((row) => contentRecordOf(db, row)), total, nextCursor: null };
};
