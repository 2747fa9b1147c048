import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../../../src/contract/api';
import { ARTICLE_OPERATIONS } from '../../../../src/contract/articles.operations';
import { AUTH_OPERATIONS } from '../../../../src/contract/auth.operations';
import { COMPETITION_OPERATIONS } from '../../../../src/contract/competitions.operations';
import { CONTENT_OPERATIONS } from '../../../../src/contract/content-tables';
import { NOTIFICATION_OPERATIONS } from '../../../../src/contract/notifications.operations';
import { PROFILE_OPERATIONS } from '../../../../src/contract/profile.operations';
import { SOCIAL_OPERATIONS } from '../../../../src/contract/social.operations';
import { CONTENT_KINDS } from '../../../../src/domain/content/policy';
import { cachedReadOf, scopesWrittenBy, YOUTH_SCOPE } from './cached-operations';

describe('what the response cache keeps', () => {
  it('keeps every kind’s list, search, popular block and detail, the related list and the youth reads', () => {
    for (const kind of CONTENT_KINDS) {
      const ops = CONTENT_OPERATIONS[kind];
      for (const op of [ops.list, ops.search, ops.popular, ops.detail])
        expect(cachedReadOf(op)?.scope).toBe(kind);
      // A search's cards are its list's: shared with signed-in readers exactly when the list's are.
      expect(cachedReadOf(ops.search)?.everyViewer).toBe(cachedReadOf(ops.list)?.everyViewer);
      // Comments and drafts are not kept.
      for (const op of [ops.comments, ops.drafts]) expect(cachedReadOf(op)).toBeUndefined();
    }
    expect(cachedReadOf(ARTICLE_OPERATIONS.related)?.scope).toBe('article');
    for (const op of Object.values(COMPETITION_OPERATIONS))
      expect(cachedReadOf(op)?.scope).toBe(op.method === 'get' ? YOUTH_SCOPE : undefined);
    // "Today" is Korean: the answer's key turns with the day in Seoul, at 15:00 UTC.
    const day = cachedReadOf(COMPETITION_OPERATIONS.cups)?.partition;
    expect([day?.(new Date('2026-03-01T14:59:59Z')), day?.(new Date('2026-03-01T15:00:00Z'))]).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(cachedReadOf(CONTENT_OPERATIONS.post.list)?.partition).toBeUndefined();
  });

  it('shares with signed-in readers only answers without a viewer’s own field', () => {
    // Youth data is the same for everyone. Every kind's cards are collapsed for a viewer who blocked
    // their author (issue 22); board cards carry `likedBoard` and `mine`, and Q&A authors only an ADMIN
    // sees; every detail carries `liked` and `mine`.
    for (const op of Object.values(COMPETITION_OPERATIONS).filter((op) => op.method === 'get'))
      expect(cachedReadOf(op)?.everyViewer, op.path).toBe(true);
    for (const op of [ARTICLE_OPERATIONS.list, ARTICLE_OPERATIONS.popular, ARTICLE_OPERATIONS.related])
      expect(cachedReadOf(op)?.everyViewer, op.path).toBe(false);
    for (const kind of CONTENT_KINDS)
      expect(cachedReadOf(CONTENT_OPERATIONS[kind].detail)?.everyViewer).toBe(false);
    for (const kind of ['post', 'qna'] as const)
      for (const op of [CONTENT_OPERATIONS[kind].list, CONTENT_OPERATIONS[kind].popular])
        expect(cachedReadOf(op)?.everyViewer, op.path).toBe(false);
  });

  it('keeps only reads a visitor may make, answered with JSON', () => {
    const all = [
      ...CONTENT_KINDS.flatMap((k) => Object.values(CONTENT_OPERATIONS[k])),
      ...Object.values(COMPETITION_OPERATIONS),
    ].filter((op) => cachedReadOf(op));
    expect(all.length).toBeGreaterThan(10);
    for (const op of all) {
      expect(op.method).toBe('get');
      expect(op.auth).not.toBe('required');
      expect(op.produces).toBeUndefined();
    }
  });
});

describe('what a write makes stale', () => {
  it('a kind’s own writes make that kind stale; likes and deletions every kind (authors’ levels)', () => {
    for (const kind of CONTENT_KINDS) {
      const ops = CONTENT_OPERATIONS[kind];
      for (const op of [ops.create, ops.edit, ops.publish, ops.comment, ops.reply, ops.editComment])
        expect(scopesWrittenBy(op)).toEqual([kind]);
      for (const op of [ops.like, ops.likeComment, ops.remove, ops.removeComment])
        expect([...scopesWrittenBy(op)].sort()).toEqual([...CONTENT_KINDS].sort());
      if (ops.blindComment) expect(scopesWrittenBy(ops.blindComment)).toEqual([kind]);
    }
    expect(scopesWrittenBy(ARTICLE_OPERATIONS.replace)).toEqual(['article']);
    expect(scopesWrittenBy(COMPETITION_OPERATIONS.import)).toEqual([YOUTH_SCOPE]);
  });

  it('reads and session writes make nothing stale; anything else every content kind', () => {
    expect(scopesWrittenBy(CONTENT_OPERATIONS.post.list)).toEqual([]);
    expect(scopesWrittenBy(AUTH_OPERATIONS.signIn)).toEqual([]);
    for (const op of Object.values(NOTIFICATION_OPERATIONS)) expect(scopesWrittenBy(op)).toEqual([]);
    // Names, pictures and levels are on every card: profile and social writes forget every kind.
    const others = [...Object.values(PROFILE_OPERATIONS), ...Object.values(SOCIAL_OPERATIONS)].filter(
      (op) => op.method !== 'get',
    );
    expect(others.length).toBeGreaterThan(0);
    for (const op of others) expect([...scopesWrittenBy(op)].sort()).toEqual([...CONTENT_KINDS].sort());
  });

  // API_OPERATIONS holds copies (with summaries) of the tables' operations: this checks the default rule.
  it('every write of the API outside sessions, notifications and uploads makes some scope stale', () => {
    for (const op of API_OPERATIONS.filter((o) => o.method !== 'get'))
      if (!['auth', 'notifications', 'images'].includes(op.tag))
        expect(scopesWrittenBy(op).length, `${op.method} ${op.path}`).toBeGreaterThan(0);
  });
});
