import { and, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SearchScope } from '../../../src/domain/catalog';
import { CONTENT_LIMITS } from '../../../src/domain/content/limits';
import type { SortKey } from '../../../src/domain/content/policy';
import { keywordWords } from '../../../src/domain/content/search';
import type { ContentPage, SearchRequest } from '../../ports/content.port';
import type { Db } from './client';
import { contentColumns, orderOf, sortColumn, toContent } from './content-rows';
import { contentCounts, contents, users } from './schema';
import { type KeywordWord, keywordWord, publishedKey } from './search-ngrams';

/**
 * Korean search over one kind (DESIGN.md section 3). A match is the substring test of every keyword word
 * on the scope's text (`confirm`); the GIN index `contents_search_idx` (search-ngrams.ts) narrows the rows
 * that test is tried on. A search counts its matches up to the cap and answers one page, two ways, each
 * used only where it is cheap:
 *
 * - walk: read the kind's rows in an order through that order's b-tree and test each, stopping once it
 *   has what it needs. A common keyword fills the cap within a few thousand rows; a walk never reads more
 *   than WALK_ROWS, so a rare keyword never reads the table.
 * - index: look the keyword's keys up in the GIN index, then test the rows it gives. Cheap when the keys
 *   are rare, but it reads every posting of its keys (a common syllable has hundreds of thousands).
 *
 * A probe walk of the newest PROBE_ROWS decides. When its share of matches puts the cap within WALK_ROWS
 * (about 6% of the rows or more), the walk goes on to the cap; else the index counts. The probe's matches
 * are the newest, so they serve the first pages of the newest-first order; other pages and orders are
 * walked when that costs less than sorting every match from the index (COST), else the index sorts them
 * (a rare keyword: a few hundred rows).
 * The author scope matches nicknames instead, through the author index.
 */
const CAP = CONTENT_LIMITS.searchCountCap;
/** The first walk: the newest 2,000 rows (about 2 ms on PostgreSQL) say how common the keyword is. */
const PROBE_ROWS = 2_000;
/** The longest walk to count, about 15 ms; a keyword too rare to fill the cap within it is counted by the index. */
const WALK_ROWS = 20_000;
/** The longest walk to a page (the index sorts the matches of a keyword too rare for it). */
const MAX_WALK_ROWS = 100_000;
/**
 * Relative costs, measured on PostgreSQL at a million rows: a row walked in the newest order (its pages
 * in a row), a row walked in another order (a page each) and a match sorted from the index (a page each).
 */
const COST = { walkedRow: { newest: 1, other: 8 }, sortedMatch: 6 } as const;

/** The title and plain text of a row, from the table or from a walk's window. */
type Columns = { readonly title: SQLWrapper; readonly text: SQLWrapper };
const TABLE: Columns = { title: contents.title, text: contents.contentText };

/** The scope's text of a row: title, text, or both (joined by a space, which no keyword word contains). */
const haystack = (scope: SearchScope, c: Columns): SQL =>
  scope === 'TITLE'
    ? sql`${c.title}`
    : scope === 'CONTENT'
      ? sql`${c.text}`
      : sql`${c.title} || ' ' || ${c.text}`;

/**
 * Every word occurs in the text, ignoring case. A word with no case (Hangul, digits) is found by plain
 * `strpos`, the same answer without lower-casing the whole text: no character lower-cases into a Hangul
 * syllable or a digit.
 */
const confirm = (words: readonly KeywordWord[], scope: SearchScope, c: Columns): SQL => {
  const text = haystack(scope, c);
  return and(
    ...words.map((w) =>
      w.caseless
        ? sql`strpos(${text}, ${w.text}) > 0`
        : sql`position(lower(${w.text}) in lower(${text})) > 0`,
    ),
  ) as SQL;
};

/** The indexed keys of a row (migration 0006); the expression is the index's, so the index serves it. */
const rowKeys = sql`content_search_keys(${contents.kind}, ${contents.isDraft}, ${contents.searchNgrams}, ${contents.title}, ${contents.contentText})`;

/** The keys a match must have: the kind's published marker, the n-grams and trigrams of every word. */
const queryKeys = (q: SearchRequest, words: readonly KeywordWord[]): SQL => {
  const grams = [publishedKey(q.kind), ...words.flatMap((w) => w.grams)];
  const trigrams = words.filter((w) => w.trigrams).map((w) => sql` || content_trigrams(${w.text})`);
  return sql`(array[${sql.join(
    grams.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]${sql.join(trigrams)})`;
};

/**
 * A match through the index. A keyword of punctuation alone ('?') has no key but the kind's marker, which
 * would name every row: that one is tested on every row of the kind, as a plain substring search would.
 */
const indexed = (q: SearchRequest, words: readonly KeywordWord[]) =>
  and(
    words.some((w) => w.trigrams || w.grams.length > 0)
      ? sql`${rowKeys} @> ${queryKeys(q, words)}`
      : and(eq(contents.kind, q.kind), eq(contents.isDraft, false)),
    confirm(words, q.scope, TABLE),
  ) as SQL;

/** Up to `limit` matches among the first `rows` of the kind in `order`, in that order. */
const walkStatement = (
  db: Db,
  q: SearchRequest,
  words: readonly KeywordWord[],
  order: SortKey,
  rows: number,
  limit: number,
) => {
  const window = db
    .select({ id: contents.id, title: contents.title, text: contents.contentText, key: sortColumn(order) })
    .from(contents)
    .where(and(eq(contents.kind, q.kind), eq(contents.isDraft, false)))
    .orderBy(...orderOf(order))
    .limit(rows)
    .as('w');
  // The window's order carries through the filter: PostgreSQL adds no sort, and stops at `limit`. Each
  // row also carries the kind's published count (counter table), which tells a window that saw them all.
  const kindRows = sql<number>`(select ${contentCounts.published} from ${contentCounts} where ${contentCounts.kind} = ${q.kind} and ${contentCounts.tag} = 'ALL')`;
  return db
    .select({ id: window.id, kindRows: kindRows.mapWith(Number) })
    .from(window)
    .where(confirm(words, q.scope, window))
    .orderBy(desc(window.key), desc(window.id))
    .limit(limit);
};

/**
 * Matches through the GIN index, in the request's order. The sort is on an expression no b-tree serves,
 * so even outside `indexPlan` the planner reads the index rather than walking an order hoping to meet
 * matches early.
 */
const indexStatement = (db: Db, q: SearchRequest, words: readonly KeywordWord[], limit: number, offset = 0) =>
  db
    .select({ id: contents.id })
    .from(contents)
    .where(indexed(q, words))
    .orderBy(
      q.sort === 'latest'
        ? sql`${contents.publishedAt} + interval '0 second' desc`
        : sql`${sortColumn(q.sort)} + 0 desc`,
      desc(contents.id),
    )
    .limit(limit)
    .offset(offset);

/**
 * Runs `work` with the GIN index as the only way in (no sequential scan, no ordered index walk) and no
 * JIT compilation: the planner's guess at a keyword's frequency must not send a rare keyword through the
 * whole table, which a LIMIT tempts it to do.
 */
const indexPlan = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`,
    );
    return work(tx as unknown as Db);
  });

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

/** Matches counted up to the cap, through the index. */
const indexCount = async (db: Db, q: SearchRequest, words: readonly KeywordWord[]) => {
  const hits = db.select({ one: sql`1` }).from(contents).where(indexed(q, words)).limit(CAP);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hits.as('hits'));
  return row?.n ?? 0;
};

type Found = { readonly total: number; readonly ids: readonly number[] };

/** The total (up to the cap) and the ids of the requested page. */
const findWords = async (db: Db, q: SearchRequest, words: readonly KeywordWord[]): Promise<Found> => {
  const from = (q.page - 1) * q.size;
  const to = from + q.size;
  const walk = async (order: SortKey, rows: number, limit: number) =>
    ids(await walkStatement(db, q, words, order, rows, limit));
  // The newest matches among the newest rows, and from them the keyword's share of the kind's rows.
  const probed = await walkStatement(db, q, words, 'latest', PROBE_ROWS, CAP);
  const probe = ids(probed);
  const kindRows = probed[0]?.kindRows ?? 0;
  const sawAll = probe.length > 0 && kindRows <= PROBE_ROWS;
  const share = probe.length === 0 ? 0 : probe.length / Math.min(PROBE_ROWS, kindRows);
  /** The rows a walk needs for n matches (with a margin). */
  const rowsFor = (n: number) => (share === 0 ? Number.POSITIVE_INFINITY : Math.ceil((n * 1.25) / share));
  /** The rows a walk in `order` may read before it costs more than sorting every match from the index. */
  const budget = (order: SortKey) =>
    Math.min(
      MAX_WALK_ROWS,
      Math.floor(
        (COST.sortedMatch * share * kindRows) / COST.walkedRow[order === 'latest' ? 'newest' : 'other'],
      ),
    );
  const newest =
    !sawAll && probe.length < CAP && rowsFor(CAP) <= WALK_ROWS ? await walk('latest', WALK_ROWS, CAP) : probe;
  const walkable = (q.sort === 'latest' && to <= newest.length) || rowsFor(to) <= budget(q.sort);
  const page = async (total: number) => {
    if (q.sort === 'latest' && to <= newest.length) return newest.slice(from, to);
    if (walkable) {
      const walked = await walk(q.sort, budget(q.sort), to);
      if (walked.length >= Math.min(to, total)) return walked.slice(from);
    }
    return ids(await indexPlan(db, (tx) => indexStatement(tx, q, words, q.size, from)));
  };
  // A common keyword has the cap within the walk (a small kind, all its matches).
  if (newest.length === CAP || sawAll) {
    const total = newest.length;
    return { total, ids: from >= total ? [] : await page(total) };
  }
  // Fewer: the index counts them, and the page is walked when that costs less than sorting every match.
  if (walkable) {
    const total = await indexPlan(db, (tx) => indexCount(tx, q, words));
    return { total, ids: from >= total ? [] : await page(total) };
  }
  // Too rare for a walk: the index sorts every match, which also counts them.
  const sorted = ids(await indexPlan(db, (tx) => indexStatement(tx, q, words, CAP)));
  return { total: sorted.length, ids: sorted.slice(from, to) };
};

/** The author scope: the kind's items by authors whose nickname has every word, through the author index. */
const findAuthors = async (db: Db, q: SearchRequest): Promise<Found> => {
  // A deleted account has no name left to find (its placeholder nickname is not one).
  const authors = sql`select id from users where ${and(
    isNull(users.deletedAt),
    ...keywordWords(q.keyword).map((w) => sql`position(lower(${w}) in lower(${users.nickname})) > 0`),
  )}`;
  const where = and(
    eq(contents.kind, q.kind),
    eq(contents.isDraft, false),
    sql`${contents.authorId} in (${authors})`,
  );
  const hits = db.select({ one: sql`1` }).from(contents).where(where).limit(CAP);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hits.as('hits'));
  const total = row?.n ?? 0;
  if ((q.page - 1) * q.size >= total) return { total, ids: [] };
  const page = await db
    .select({ id: contents.id })
    .from(contents)
    .where(where)
    .orderBy(...orderOf(q.sort))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { total, ids: ids(page) };
};

/**
 * The statement of each way, for plan tests: `selective` reads the GIN index, otherwise the walk reads
 * the order's index.
 */
export const searchIdsStatement = (db: Db, q: SearchRequest, selective: boolean) => {
  const words = keywordWords(q.keyword).map(keywordWord);
  return selective
    ? indexStatement(db, q, words, q.size, (q.page - 1) * q.size)
    : walkStatement(db, q, words, q.sort, WALK_ROWS, q.page * q.size);
};

export const searchContents = async (db: Db, q: SearchRequest): Promise<ContentPage> => {
  const found =
    q.scope === 'AUTHOR'
      ? await findAuthors(db, q)
      : await findWords(db, q, keywordWords(q.keyword).map(keywordWord));
  if (found.ids.length === 0) return { items: [], total: found.total, nextCursor: null };
  const rows = await db
    .select(contentColumns)
    .from(contents)
    .innerJoin(users, eq(users.id, contents.authorId))
    .where(inArray(contents.id, [...found.ids]));
  const byId = new Map(rows.map((r) => [r.id, toContent(r)]));
  return { items: found.ids.flatMap((id) => byId.get(id) ?? []), total: found.total, nextCursor: null };
};
