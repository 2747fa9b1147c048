import { describe, expect, it } from 'vitest';
import { CONTENT_TAGS } from '../../src/domain/catalog';
import { htmlToText } from '../../src/domain/content/text';
import {
  DEMO_ARTICLES,
  DEMO_BOARD_COMMENTS,
  DEMO_BOARD_LIKES,
  DEMO_CONTENTS,
  DEMO_DATA,
  DEMO_POSTS,
  DEMO_QNAS,
  DEMO_USERS,
  type DemoItem,
  demoRows,
} from './index';

const BOARD_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'br']);
const usersByKey = new Map(DEMO_USERS.map((u) => [u.key, u]));
const itemsByKey = new Map(DEMO_CONTENTS.map((c) => [c.key, c]));
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
/** Minutes from today's midnight (Seoul) back to the item's publication. */
const minutesBeforeMidnight = (item: DemoItem) => item.daysAgo * 1440 - item.hour * 60;
const boardItems = [...DEMO_POSTS, ...DEMO_QNAS];
const replies = DEMO_BOARD_COMMENTS.flatMap((c) => (c.replies ?? []).map((r) => ({ parent: c, reply: r })));

describe.each([
  ['free board', DEMO_POSTS],
  ['Q&A board', DEMO_QNAS],
] as const)('demo %s', (_name, items) => {
  const published = items.filter((p) => !p.draft);

  it('has 25 to 40 posts, a few drafts, spread over the last four weeks', () => {
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(items.length).toBeLessThanOrEqual(40);
    expect(items.filter((p) => p.draft).length).toBeGreaterThanOrEqual(1);
    expect(items.filter((p) => p.draft).length).toBeLessThanOrEqual(3);
    for (const p of items) {
      expect(p.daysAgo, p.key).toBeLessThanOrEqual(28);
      expect(p.hour).toBeGreaterThanOrEqual(0);
      expect(p.hour).toBeLessThanOrEqual(23);
      expect(usersByKey.has(p.authorKey), p.authorKey).toBe(true);
      if (!p.draft) expect(p.title.trim().length, p.key).toBeGreaterThan(0);
      expect(p.views, p.key).toBeLessThanOrEqual(2000);
      if (p.draft) expect(p.views, p.key).toBe(0);
    }
    // The weekly popular block has something to rank.
    expect(published.filter((p) => p.daysAgo < 7).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps publication times in the past and distinct so ordering is stable', () => {
    for (const p of published) expect(minutesBeforeMidnight(p), p.key).toBeGreaterThan(0);
    expect(duplicates(published.map((p) => String(minutesBeforeMidnight(p))))).toEqual([]);
  });

  it('uses only simple HTML without attributes, 40 to 800 characters of text', () => {
    for (const p of items) {
      for (const m of p.html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
        const [, , name = '', attrs = ''] = m;
        expect(BOARD_TAGS.has(name), `${p.key}: <${name}>`).toBe(true);
        expect(attrs.trim(), p.key).toBe('');
      }
      const length = htmlToText(p.html).length;
      if (!p.draft) expect(length, p.key).toBeGreaterThanOrEqual(40);
      expect(length, p.key).toBeLessThanOrEqual(800);
    }
  });

  it('is written in NFC, as the server stores what it is sent', () => {
    for (const p of items) {
      expect(p.title, p.key).toBe(p.title.normalize('NFC'));
      expect(p.html, p.key).toBe(p.html.normalize('NFC'));
    }
  });

  it('supports the search demos: 축구, 발 and 골키퍼 occur', () => {
    for (const word of ['축구', '발', '골키퍼']) {
      expect(
        published.filter((p) => `${p.title} ${p.html}`.includes(word)).length,
        word,
      ).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('demo boards', () => {
  it('tags free-board posts with nothing and Q&A posts with one category, every category used', () => {
    for (const p of DEMO_POSTS) expect(p.tags, p.key).toEqual([]);
    for (const q of DEMO_QNAS) {
      expect(q.tags, q.key).toHaveLength(1);
      for (const t of q.tags) expect(CONTENT_TAGS).toContain(t);
    }
    for (const tag of CONTENT_TAGS) {
      const count = DEMO_QNAS.filter((q) => !q.draft && q.tags.includes(tag)).length;
      expect(count, tag).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every item of every kind a unique key and its kind, articles first', () => {
    expect(duplicates(DEMO_CONTENTS.map((c) => c.key))).toEqual([]);
    expect(DEMO_CONTENTS.map((c) => c.kind)).toEqual([
      ...DEMO_ARTICLES.map(() => 'article'),
      ...DEMO_POSTS.map(() => 'post'),
      ...DEMO_QNAS.map(() => 'qna'),
    ]);
  });

  it('comments on published board posts, before today, in order, with mentions on the free board only', () => {
    for (const c of DEMO_BOARD_COMMENTS) {
      const item = itemsByKey.get(c.contentKey);
      expect(item?.kind, c.contentKey).toMatch(/^(post|qna)$/);
      expect(item?.draft, c.contentKey).not.toBe(true);
      expect(usersByKey.has(c.authorKey), c.authorKey).toBe(true);
      const limit = item ? minutesBeforeMidnight(item) : 0;
      expect(c.minutesAfter).toBeGreaterThan(0);
      expect(c.minutesAfter, c.content).toBeLessThan(limit);
      for (const r of c.replies ?? []) {
        expect(usersByKey.has(r.authorKey), r.authorKey).toBe(true);
        expect(r.minutesAfter).toBeGreaterThan(0);
        expect(c.minutesAfter + r.minutesAfter, r.content).toBeLessThan(limit);
        if (r.mentionAuthorOfParent) {
          expect(item?.kind, r.content).toBe('post');
          expect(r.authorKey).not.toBe(c.authorKey);
        }
      }
      expect(`${c.content}${(c.replies ?? []).map((r) => r.content).join('')}`).not.toMatch(/[<>]/);
    }
    for (const item of boardItems) {
      const times = DEMO_BOARD_COMMENTS.filter((c) => c.contentKey === item.key).map((c) => c.minutesAfter);
      expect(times, item.key).toEqual([...times].sort((x, y) => x - y));
    }
  });

  it('has plenty of comments and replies, and one post with two pages of comments', () => {
    const perItem = boardItems.map((p) => DEMO_BOARD_COMMENTS.filter((c) => c.contentKey === p.key).length);
    expect(Math.max(...perItem)).toBeGreaterThan(10);
    for (const kind of ['post', 'qna']) {
      const comments = DEMO_BOARD_COMMENTS.filter((c) => itemsByKey.get(c.contentKey)?.kind === kind);
      expect(comments.length, kind).toBeGreaterThanOrEqual(25);
      expect(comments.flatMap((c) => c.replies ?? []).length, kind).toBeGreaterThanOrEqual(5);
      expect(
        replies.some((r) => itemsByKey.get(r.parent.contentKey)?.kind === kind && r.reply.likedBy?.length),
      ).toBe(true);
    }
  });

  it('likes only published board posts and other people’s comments', () => {
    expect(duplicates(DEMO_BOARD_LIKES.map((l) => l.contentKey))).toEqual([]);
    for (const l of DEMO_BOARD_LIKES) {
      const item = itemsByKey.get(l.contentKey);
      expect(item?.kind, l.contentKey).toMatch(/^(post|qna)$/);
      expect(item?.draft, l.contentKey).not.toBe(true);
      expect(l.userKeys, l.contentKey).not.toContain(item?.authorKey);
      expect(duplicates(l.userKeys)).toEqual([]);
      for (const k of l.userKeys) expect(usersByKey.has(k), k).toBe(true);
    }
    for (const c of [...DEMO_BOARD_COMMENTS, ...replies.map((r) => r.reply)]) {
      expect(c.likedBy ?? [], c.content).not.toContain(c.authorKey);
      expect(duplicates(c.likedBy ?? [])).toEqual([]);
    }
  });
});

describe('demo rows', () => {
  const now = new Date('2026-03-10T03:00:00Z');
  const rows = demoRows(DEMO_DATA, now);

  it('numbers users, items and comments in seed order: top-level comments before replies', () => {
    expect(rows.users.map((u) => u.id)).toEqual(DEMO_USERS.map((_, i) => i + 1));
    expect(rows.contents.map((c) => c.item.key)).toEqual(DEMO_CONTENTS.map((c) => c.key));
    expect(rows.comments.map((c) => c.id)).toEqual(rows.comments.map((_, i) => i + 1));
    const firstReply = rows.comments.findIndex((c) => c.parentId !== null);
    expect(rows.comments.slice(firstReply).every((c) => c.parentId !== null)).toBe(true);
    for (const c of rows.comments) {
      expect(c.at.getTime()).toBeLessThan(now.getTime());
      if (c.parentId !== null) expect(c.parentId).toBeLessThan(c.id);
    }
  });

  it('mentions the parent comment’s author where a reply says so', () => {
    const byId = new Map(rows.comments.map((c) => [c.id, c]));
    const mentioning = rows.comments.filter((c) => c.mentionedUserId !== null);
    expect(mentioning.length).toBeGreaterThan(10);
    for (const c of mentioning) expect(c.mentionedUserId).toBe(byId.get(c.parentId ?? 0)?.authorId);
  });
});
