import { describe, expect, it } from 'vitest';
import { CONTENT_TAGS } from '../../src/domain/catalog';
import {
  DEMO_ARTICLE_COMMENTS as DEMO_COMMENTS,
  DEMO_ARTICLE_LIKES,
  DEMO_ARTICLES,
  DEMO_FOLLOWS,
  DEMO_USERS,
} from './index';

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'blockquote', 'strong', 'em', 'br']);
const NICKNAME = /^[0-9A-Za-z_\u3131-\u318E\uAC00-\uD7A3]+$/;

const usersByKey = new Map(DEMO_USERS.map((u) => [u.key, u]));
const articlesByKey = new Map(DEMO_ARTICLES.map((a) => [a.key, a]));
const published = DEMO_ARTICLES.filter((a) => !a.draft);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
/** Minutes from today's midnight (Seoul) back to the article's publication; comments must stay before midnight. */
const minutesBeforeMidnight = (key: string) => {
  const a = articlesByKey.get(key);
  return a ? a.daysAgo * 1440 - a.hour * 60 : -1;
};

describe('demo users', () => {
  it('has unique keys, emails and nicknames', () => {
    expect(duplicates(DEMO_USERS.map((u) => u.key))).toEqual([]);
    expect(duplicates(DEMO_USERS.map((u) => u.email.toLowerCase()))).toEqual([]);
    expect(duplicates(DEMO_USERS.map((u) => u.nickname))).toEqual([]);
  });

  it('uses valid nicknames, emails, roles and https profile links', () => {
    for (const u of DEMO_USERS) {
      expect(u.nickname.length, u.nickname).toBeGreaterThanOrEqual(2);
      expect(u.nickname.length, u.nickname).toBeLessThanOrEqual(16);
      expect(u.nickname, u.key).toMatch(NICKNAME);
      expect(u.email).toMatch(/^[a-z0-9]+@kickoff\.example$/);
      expect(['USER', 'EDITOR', 'ADMIN']).toContain(u.role);
      for (const url of [u.homepageUrl, u.instagramUrl, u.youtubeUrl, u.blogUrl]) {
        if (url !== undefined) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.(example|example\.com)(\/|$)/);
      }
    }
  });

  it('has 1 admin, 3 editors with a job and introduction, and 8 members', () => {
    const count = (role: string) => DEMO_USERS.filter((u) => u.role === role).length;
    expect([count('ADMIN'), count('EDITOR'), count('USER')]).toEqual([1, 3, 8]);
    for (const u of DEMO_USERS.filter((x) => x.role !== 'USER')) {
      expect(u.job?.length ?? 0).toBeGreaterThan(0);
      expect(u.introduction?.length ?? 0).toBeGreaterThan(0);
    }
  });
});

describe('demo articles', () => {
  it('has enough articles, unique keys and exactly two editor drafts', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(36);
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(duplicates(DEMO_ARTICLES.map((a) => a.key))).toEqual([]);
    const drafts = DEMO_ARTICLES.filter((a) => a.draft);
    expect(drafts).toHaveLength(2);
    for (const d of drafts) expect(usersByKey.get(d.authorKey)?.role).toBe('EDITOR');
  });

  it('is written by editors or the admin with sane metadata', () => {
    for (const a of DEMO_ARTICLES) {
      expect(['EDITOR', 'ADMIN'], a.key).toContain(usersByKey.get(a.authorKey)?.role);
      expect(a.title.trim().length).toBeGreaterThan(0);
      expect(a.tags.length).toBeGreaterThanOrEqual(1);
      expect(a.tags.length).toBeLessThanOrEqual(3);
      expect(duplicates(a.tags)).toEqual([]);
      for (const t of a.tags) expect(CONTENT_TAGS).toContain(t);
      expect(a.views).toBeGreaterThanOrEqual(20);
      expect(a.views).toBeLessThanOrEqual(5000);
      expect(a.daysAgo).toBeGreaterThanOrEqual(0);
      expect(a.daysAgo).toBeLessThan(90);
      expect(a.hour).toBeGreaterThanOrEqual(0);
      expect(a.hour).toBeLessThanOrEqual(23);
    }
  });

  it('keeps publication times in the past and distinct so ordering is stable', () => {
    for (const a of published) expect(minutesBeforeMidnight(a.key), a.key).toBeGreaterThan(0);
    expect(duplicates(published.map((a) => String(minutesBeforeMidnight(a.key))))).toEqual([]);
  });

  it('uses every tag in at least three published articles', () => {
    for (const tag of CONTENT_TAGS) {
      expect(published.filter((a) => a.tags.some((t) => t === tag)).length, tag).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses only allowed HTML tags, no attributes except https hrefs on links', () => {
    for (const a of DEMO_ARTICLES) {
      for (const m of a.html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
        const [, closing, name = '', attrs = ''] = m;
        expect(ALLOWED_TAGS.has(name), `${a.key}: <${name}>`).toBe(true);
        if (name === 'a' && !closing) expect(attrs, a.key).toMatch(/^ href="https:\/\/[^"\s]+"$/);
        else expect(attrs.trim(), `${a.key}: <${name}${attrs}>`).toBe('');
      }
      for (const name of ALLOWED_TAGS) {
        if (name === 'br') continue;
        const opens = a.html.match(new RegExp(`<${name}[ >]`, 'g'))?.length ?? 0;
        const closes = a.html.match(new RegExp(`</${name}>`, 'g'))?.length ?? 0;
        expect(opens, `${a.key}: ${name}`).toBe(closes);
      }
    }
  });

  it('has a heading, a list, 3-6 paragraphs and 600-1500 characters of text', () => {
    for (const a of DEMO_ARTICLES) {
      expect(a.html, a.key).toMatch(/<h[23]>/);
      expect(a.html, a.key).toMatch(/<(ul|ol)>/);
      const paragraphs = a.html.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, a.key).toBeGreaterThanOrEqual(3);
      expect(paragraphs, a.key).toBeLessThanOrEqual(6);
      const length = textOf(a.html).length;
      expect(length, a.key).toBeGreaterThanOrEqual(600);
      expect(length, a.key).toBeLessThanOrEqual(1500);
    }
  });

  it('supports short-word search and contains links', () => {
    const withBoth = published.filter((a) => a.html.includes('축구') && a.html.includes('발'));
    expect(withBoth.length).toBeGreaterThanOrEqual(20);
    expect(DEMO_ARTICLES.filter((a) => a.html.includes('<a href=')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('demo comments', () => {
  const replies = DEMO_COMMENTS.flatMap((c) => (c.replies ?? []).map((r) => ({ parent: c, reply: r })));

  it('references published articles and existing users with plain text', () => {
    for (const c of DEMO_COMMENTS) {
      expect(articlesByKey.get(c.contentKey)?.draft, c.contentKey).not.toBe(true);
      expect(articlesByKey.has(c.contentKey), c.contentKey).toBe(true);
      expect(usersByKey.has(c.authorKey), c.authorKey).toBe(true);
      for (const r of c.replies ?? []) expect(usersByKey.has(r.authorKey), r.authorKey).toBe(true);
    }
    for (const text of [...DEMO_COMMENTS.map((c) => c.content), ...replies.map((r) => r.reply.content)]) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/[<>]/);
    }
  });

  it('places every comment and reply after its parent and before today', () => {
    for (const c of DEMO_COMMENTS) {
      const limit = minutesBeforeMidnight(c.contentKey);
      expect(c.minutesAfter).toBeGreaterThan(0);
      for (const r of c.replies ?? []) {
        expect(r.minutesAfter).toBeGreaterThan(0);
        expect(c.minutesAfter + r.minutesAfter, c.content).toBeLessThan(limit);
      }
      expect(c.minutesAfter, c.content).toBeLessThan(limit);
    }
    for (const key of articlesByKey.keys()) {
      const times = DEMO_COMMENTS.filter((c) => c.contentKey === key).map((c) => c.minutesAfter);
      expect(times, key).toEqual([...times].sort((x, y) => x - y));
    }
  });

  it('mentions only other people and likes only other people', () => {
    for (const { parent, reply } of replies) {
      if (reply.mentionAuthorOfParent) expect(reply.authorKey).not.toBe(parent.authorKey);
    }
    const liked = [...DEMO_COMMENTS, ...replies.map((r) => r.reply)];
    for (const c of liked) {
      const likers = c.likedBy ?? [];
      expect(likers, c.content).not.toContain(c.authorKey);
      expect(duplicates(likers)).toEqual([]);
      for (const k of likers) expect(usersByKey.has(k), k).toBe(true);
    }
  });

  it('gives the ten most recent articles three comments each and one article three pages', () => {
    const recent = [...published].sort((x, y) => minutesBeforeMidnight(x.key) - minutesBeforeMidnight(y.key));
    for (const a of recent.slice(0, 10)) {
      expect(DEMO_COMMENTS.filter((c) => c.contentKey === a.key).length, a.key).toBeGreaterThanOrEqual(3);
    }
    const perArticle = [...articlesByKey.keys()].map(
      (k) => DEMO_COMMENTS.filter((c) => c.contentKey === k).length,
    );
    expect(Math.max(...perArticle)).toBeGreaterThan(20);
    expect(Math.max(...perArticle)).toBeLessThanOrEqual(30);
    expect(DEMO_COMMENTS.length + replies.length).toBeGreaterThanOrEqual(70);
    expect(replies.length).toBeGreaterThanOrEqual(10);
  });
});

describe('demo reactions', () => {
  it('likes only published articles, never by their author, at most ten likers', () => {
    expect(duplicates(DEMO_ARTICLE_LIKES.map((l) => l.contentKey))).toEqual([]);
    for (const l of DEMO_ARTICLE_LIKES) {
      const article = articlesByKey.get(l.contentKey);
      expect(article, l.contentKey).toBeDefined();
      expect(article?.draft, l.contentKey).not.toBe(true);
      expect(l.userKeys, l.contentKey).not.toContain(article?.authorKey);
      expect(l.userKeys.length).toBeLessThanOrEqual(10);
      expect(duplicates(l.userKeys)).toEqual([]);
      for (const k of l.userKeys) expect(usersByKey.has(k), k).toBe(true);
    }
    expect(DEMO_ARTICLE_LIKES.filter((l) => l.userKeys.length > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('follows existing users, never oneself, without duplicates', () => {
    expect(duplicates(DEMO_FOLLOWS.map((f) => `${f.followerKey}>${f.followeeKey}`))).toEqual([]);
    for (const f of DEMO_FOLLOWS) {
      expect(f.followerKey).not.toBe(f.followeeKey);
      expect(usersByKey.has(f.followerKey), f.followerKey).toBe(true);
      expect(usersByKey.has(f.followeeKey), f.followeeKey).toBe(true);
    }
  });

  it('gives the editors different follower counts', () => {
    const editors = DEMO_USERS.filter((u) => u.role === 'EDITOR');
    const counts = editors.map((e) => DEMO_FOLLOWS.filter((f) => f.followeeKey === e.key).length);
    expect(new Set(counts).size).toBe(editors.length);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});
