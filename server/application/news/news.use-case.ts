import { Effect } from 'effect';
import type { NewsCursor, NewsRecord, NewsRepository } from '../../ports/news.port';

/** `<epoch ms>_<id>` of the last item: where the next slice starts. */
const cursorOf = (item: NewsRecord) => `${item.publishedAt.getTime()}_${item.id}`;

const parseCursor = (text: string | undefined): NewsCursor | null => {
  const m = text ? /^(\d{1,16})_(\d{1,12})$/.exec(text) : null;
  return m ? { publishedAt: new Date(Number(m[1])), id: Number(m[2]) } : null;
};

/**
 * GET /api/youth/news: `{ data, sliceInfo: { hasNext, nextCursor } }`, newest first. `page` counts from
 * 0 (spec section 7); a `cursor` continues after the previous slice without an OFFSET scan.
 */
export const newsSlice = (
  repo: NewsRepository,
  query: { readonly page: number; readonly size: number; readonly cursor?: string | undefined },
) =>
  Effect.gen(function* () {
    const cursor = parseCursor(query.cursor);
    // One more than asked: whether it exists is `hasNext`, without counting the table.
    const rows = yield* repo.slice(cursor, cursor ? 0 : query.page * query.size, query.size + 1);
    const data = rows.slice(0, query.size);
    const hasNext = rows.length > query.size;
    const last = data[data.length - 1];
    return {
      data: data.map((n) => ({
        id: n.id,
        title: n.title,
        imageUrl: n.imageUrl,
        contentUrl: n.contentUrl,
        source: n.source,
        createdAt: n.publishedAt.toISOString(),
      })),
      sliceInfo: { hasNext, nextCursor: hasNext && last ? cursorOf(last) : null },
    };
  });
