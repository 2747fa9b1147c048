import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What a write did to one item: the views it added, and the item's count after. */
export type Written = { readonly added: number; readonly views: number };

/** A view counted in memory: the item, the viewer's keys and when. */
export type ViewEvent = { readonly id: number; readonly keys: readonly string[]; readonly at: Date };

/**
 * The events a statement can take: no (item, key) twice, since one upsert may not touch a row twice. A
 * later event naming a pair an earlier one opened would find that window open anyway, so it is dropped.
 */
export const distinctEvents = (events: readonly ViewEvent[]): ViewEvent[] => {
  const seen = new Set<string>();
  const kept: ViewEvent[] = [];
  for (const event of events) {
    const pairs = [...new Set(event.keys)].map((key) => `${event.id}\n${key}`);
    if (pairs.length === 0 || pairs.some((pair) => seen.has(pair))) continue;
    for (const pair of pairs) seen.add(pair);
    kept.push({ ...event, keys: [...new Set(event.keys)] });
  }
  return kept;
};

/** A PostgreSQL array literal of text values, each quoted (keys are server-made, but stay escaped). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Writes a batch of views in one statement, with the rule the per-read statement applied before: each
 * key's window row is inserted, or restarted when it started 24 hours or more before the event, and an
 * event adds a view only when every one of its keys was fresh. The database stays the judge, so
 * several processes (or a process that restarted and forgot its windows) never count a viewer twice.
 * Items deleted since are skipped. Answers, per item that gained views, how many and its count after.
 */
export const writeViews = async (db: Db, batch: readonly ViewEvent[]): Promise<Map<number, Written>> => {
  const events = distinctEvents(batch);
  const added = new Map<number, Written>();
  if (events.length === 0) return added;
  const rows = events.flatMap((event, ev) =>
    event.keys.map((key) => ({ ev, id: event.id, key, at: event.at })),
  );
  const result = (await db.execute(sql`
    with v as (
      select * from unnest(
        ${`{${rows.map((r) => r.ev).join(',')}}`}::int[],
        ${`{${rows.map((r) => r.id).join(',')}}`}::int[],
        ${textArray(rows.map((r) => r.key))}::text[],
        ${textArray(rows.map((r) => r.at.toISOString()))}::timestamptz[]
      ) as v(ev, content_id, viewer_key, at)
    ),
    fresh as (
      insert into content_views (content_id, viewer_key, window_start)
      select v.content_id, v.viewer_key, v.at from v join contents c on c.id = v.content_id
      on conflict (content_id, viewer_key) do update set window_start = excluded.window_start
      where content_views.window_start <= excluded.window_start - interval '24 hours'
      returning content_id, viewer_key
    ),
    counted as (
      select v.content_id from v
      left join fresh f on f.content_id = v.content_id and f.viewer_key = v.viewer_key
      group by v.ev, v.content_id
      having count(f.viewer_key) = count(*)
    )
    update contents c set views = c.views + n.n
    from (select content_id, count(*)::int as n from counted group by content_id) n
    where c.id = n.content_id
    returning c.id, n.n, c.views`)) as unknown as { rows: { id: number; n: number; views: number }[] };
  for (const row of result.rows)
    added.set(Number(row.id), { added: Number(row.n), views: Number(row.views) });
  return added;
};
