import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { VIEW_WINDOW_MS } from '../views/memory-view-windows';
import { type ContentRow, createMemoryDb } from './memory-db';
import { memoryViewCounter } from './memory-views';

const row = (id: number, views: number): ContentRow => ({
  id,
  kind: 'article',
  authorId: 1,
  title: '제목',
  content: '<p>본문</p>',
  contentText: '본문',
  contentSummary: '본문',
  thumbnailUrl: null,
  tags: [],
  isDraft: false,
  publishedAt: new Date(0),
  views,
  likeCount: 0,
  commentCount: 0,
  createdAt: new Date(0),
  modifiedAt: new Date(0),
});

describe('memory view counter', () => {
  const T0 = new Date('2026-03-01T00:00:00Z');
  const at = (ms: number) => new Date(T0.getTime() + ms);

  it('counts a viewer once per item per 24 hours, any of their keys, and writes the row at once', () => {
    const db = createMemoryDb();
    db.tables.contents.set(1, row(1, 5));
    const views = memoryViewCounter(db);
    const count = (keys: string[], when: Date) => Effect.runSync(views.count(1, keys, when));
    expect(count(['u:7', 'a:x'], T0)).toBe(true);
    expect(db.tables.contents.get(1)?.views).toBe(6);
    // The reader read 5 before their view counted, and sees it anyway.
    expect(views.viewsOf(1, 5)).toBe(6);
    expect(count(['u:7'], at(1_000))).toBe(false);
    expect(count(['a:x', 'a:y'], at(2_000))).toBe(false);
    expect(count(['a:y'], at(3_000))).toBe(false);
    expect(count(['u:8'], at(4_000))).toBe(true);
    expect(count(['u:7'], at(VIEW_WINDOW_MS))).toBe(true);
    expect(db.tables.contents.get(1)?.views).toBe(8);
    expect(views.viewsOf(1, 9)).toBe(9);
  });

  it('counts a view of an item that is gone in the windows only, as the server does', () => {
    const db = createMemoryDb();
    const views = memoryViewCounter(db);
    expect(Effect.runSync(views.count(42, ['u:1'], T0))).toBe(true);
    expect(views.viewsOf(42, 0)).toBe(0);
    views.clear();
    expect(Effect.runSync(views.count(42, ['u:1'], T0))).toBe(true);
  });
});
