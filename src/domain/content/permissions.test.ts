import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../role';
import type { Viewer } from '../viewer';
import {
  canBlindComment,
  seesHeld,
  canDelete,
  canDeleteComment,
  canEdit,
  canEditComment,
  canFollow,
  canLike,
  canReport,
  canSee,
  canWorkOnDraft,
  canWrite,
} from './permissions';
import { CONTENT_KINDS, CONTENT_POLICIES } from './policy';

const RUNS = { numRuns: 300 } as const;
const { article, post, qna } = CONTENT_POLICIES;
const id = fc.integer({ min: 1, max: 20 });
const viewer: fc.Arbitrary<Viewer> = fc.option(fc.record({ id, role: fc.constantFrom(...ROLES) }), {
  nil: null,
});
const kind = fc.constantFrom(...CONTENT_KINDS);

describe('content permissions (spec section 6)', () => {
  const author = { id: 1, role: 'EDITOR' as const };
  const admin = { id: 2, role: 'ADMIN' as const };
  const user = { id: 3, role: 'USER' as const };

  it('articles: editors write, the author edits and deletes, an ADMIN edits but does not delete', () => {
    expect(canWrite('EDITOR', article) && canWrite('ADMIN', article)).toBe(true);
    expect(canWrite('USER', article) || canWrite(null, article)).toBe(false);
    expect(canEdit(author, { authorId: 1 }, article) && canDelete(author, { authorId: 1 }, article)).toBe(
      true,
    );
    expect(canEdit(admin, { authorId: 1 }, article)).toBe(true);
    expect(canDelete(admin, { authorId: 1 }, article)).toBe(false);
    expect(canEdit(user, { authorId: 1 }, article)).toBe(false);
  });

  it('boards: every member writes; an ADMIN removes but never rewrites; Q&A owns by `mine`', () => {
    expect(canWrite('USER', post) && canWrite('USER', qna)).toBe(true);
    expect(canWrite(null, post)).toBe(false);
    expect(canDelete(admin, { authorId: 3 }, post)).toBe(true);
    expect(canEdit(admin, { authorId: 3 }, post)).toBe(false);
    expect(canEdit(user, { authorId: null, mine: true }, qna)).toBe(true);
    expect(canEdit(user, { authorId: null, mine: false }, qna)).toBe(false);
  });

  it('drafts are seen by their author and ADMIN only', () => {
    fc.assert(
      fc.property(viewer, id, fc.boolean(), (v, authorId, isDraft) => {
        const own = v !== null && v.id === authorId;
        expect(canSee(v, { authorId, isDraft })).toBe(!isDraft || own || v?.role === 'ADMIN');
      }),
      RUNS,
    );
  });

  it('a draft is edited, worked on and deleted by its author alone, an ADMIN included', () => {
    const draft = { authorId: 3, isDraft: true };
    for (const policy of [article, post, qna]) {
      expect(canEdit(admin, draft, policy) || canDelete(admin, draft, policy)).toBe(false);
      expect(canWorkOnDraft(admin, draft, policy)).toBe(false);
      expect(canEdit(user, draft, policy) && canDelete(user, draft, policy)).toBe(true);
      expect(canWorkOnDraft(user, { authorId: 3 }, policy)).toBe(true);
    }
    // Published, the kind's ADMIN rights apply again.
    expect(canEdit(admin, { authorId: 3, isDraft: false }, article)).toBe(true);
    expect(canDelete(admin, { authorId: 3, isDraft: false }, post)).toBe(true);
  });

  it('holds for every viewer, author, kind and state', () => {
    fc.assert(
      fc.property(viewer, id, kind, fc.boolean(), (v, authorId, k, isDraft) => {
        const policy = CONTENT_POLICIES[k];
        const own = v !== null && v.id === authorId;
        const admin = v?.role === 'ADMIN' && !isDraft;
        // Moderation (board deletes, blinds, held content) is MODERATOR's as well as ADMIN's (issue 22).
        const moderator = v?.role === 'ADMIN' || v?.role === 'MODERATOR';
        expect(canEdit(v, { authorId, isDraft }, policy)).toBe(own || (admin && k === 'article'));
        expect(canDelete(v, { authorId, isDraft }, policy)).toBe(
          own || (moderator && !isDraft && k !== 'article'),
        );
        expect(canWorkOnDraft(v, { authorId, isDraft }, policy)).toBe(own);
        expect(canLike(v, { authorId })).toBe(v !== null && !own);
        expect(canBlindComment(v, policy)).toBe(moderator && k !== 'article');
        expect(seesHeld(v, { authorId })).toBe(own || moderator);
        expect(canReport(v, { authorId })).toBe(v !== null && !own && !moderator);
      }),
      RUNS,
    );
  });
});

describe('comment permissions', () => {
  it('lets only the owner edit and delete, never a deleted or blinded comment', () => {
    const me = { id: 1, role: 'USER' as const };
    const admin = { id: 9, role: 'ADMIN' as const };
    expect(canEditComment(me, { authorId: 1 }) && canDeleteComment(me, { authorId: 1 })).toBe(true);
    expect(canEditComment(me, { authorId: 1, deleted: true })).toBe(false);
    expect(canDeleteComment(me, { authorId: 1, deleted: true })).toBe(false);
    expect(canEditComment(me, { authorId: 1, blinded: true })).toBe(false);
    expect(canDeleteComment(me, { authorId: 1, blinded: true })).toBe(false);
    expect(canEditComment(admin, { authorId: 1 }) || canDeleteComment(admin, { authorId: 1 })).toBe(false);
    expect(canEditComment(me, { authorId: null, mine: true })).toBe(true);
    expect(canDeleteComment(null, { authorId: 1, mine: true })).toBe(false);
  });

  it('owner rule holds for every viewer and comment', () => {
    fc.assert(
      fc.property(
        viewer,
        id,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (v, authorId, deleted, mine, blinded) => {
          const comment = { authorId, deleted, mine, blinded };
          const owner = v !== null && (mine || v.id === authorId);
          expect(canDeleteComment(v, comment)).toBe(owner && !deleted && !blinded);
          expect(canEditComment(v, comment)).toBe(owner && !deleted && !blinded);
        },
      ),
      RUNS,
    );
  });
});

describe('canFollow', () => {
  it('allows exactly the other users', () => {
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(canFollow(a, b)).toBe(a !== b);
        expect(canFollow(null, b)).toBe(false);
      }),
      RUNS,
    );
  });
});
