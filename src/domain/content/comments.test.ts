import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsReplies, buildReplyTree, commentDisplayText, mentionedUserId } from './comments';
import { ROLES } from '../role';

const RUNS = { numRuns: 300 } as const;
const role = fc.constantFrom(...ROLES);
const id = fc.integer({ min: 1, max: 50 });

describe('buildReplyTree', () => {
  it('nests replies under their top-level comment, in order', () => {
    const tree = buildReplyTree([
      { id: 1, parentCommentId: null },
      { id: 2, parentCommentId: 1 },
      { id: 3 },
      { id: 4, parentCommentId: 2 },
      { id: 5, parentCommentId: 3 },
    ]);
    expect(tree.map((t) => [t.id, t.replies.map((r) => r.id)])).toEqual([
      [1, [2, 4]],
      [3, [5]],
    ]);
  });

  it('keeps a reply whose parent is missing as a top-level comment, and survives loops', () => {
    expect(buildReplyTree([{ id: 7, parentCommentId: 99 }]).map((t) => t.id)).toEqual([7]);
    const loop = buildReplyTree([
      { id: 1, parentCommentId: 2 },
      { id: 2, parentCommentId: 1 },
    ]);
    expect(loop.map((t) => t.id)).toEqual([1, 2]);
  });

  it('places every comment exactly once, replies under their ancestor', () => {
    const flat = fc.uniqueArray(fc.record({ id, parentCommentId: fc.option(id, { nil: null }) }), {
      selector: (c) => c.id,
      maxLength: 40,
    });
    fc.assert(
      fc.property(flat, (comments) => {
        const tree = buildReplyTree(comments);
        const placed = tree.flatMap((t) => [t.id, ...t.replies.map((r) => r.id)]);
        expect([...placed].sort((a, b) => a - b)).toEqual(comments.map((c) => c.id).sort((a, b) => a - b));
        const byId = new Map(comments.map((c) => [c.id, c]));
        for (const thread of tree) {
          for (const reply of thread.replies) {
            // Walking up from a reply reaches its thread's top-level comment.
            let cursor = byId.get(reply.id);
            const seen = new Set<number>();
            while (cursor && cursor.id !== thread.id && !seen.has(cursor.id)) {
              seen.add(cursor.id);
              cursor = cursor.parentCommentId === null ? undefined : byId.get(cursor.parentCommentId);
            }
            expect(cursor?.id).toBe(thread.id);
          }
        }
        // Top-level order follows the input order.
        const order = comments.map((c) => c.id);
        const rootPositions = tree.map((t) => order.indexOf(t.id));
        expect(rootPositions).toEqual([...rootPositions].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });
});

describe('commentDisplayText', () => {
  it('replaces deleted and blinded text, ADMIN reads a blinded original with a marker', () => {
    expect(commentDisplayText({ content: '안녕', deleted: true }, 'ADMIN')).toEqual({
      text: '삭제된 댓글입니다.',
      placeholder: true,
      blindedMarker: false,
    });
    expect(commentDisplayText({ content: '욕설', blinded: true }, 'USER').text).toBe(
      '관리자에 의해 가려진 댓글입니다.',
    );
    expect(commentDisplayText({ content: '욕설', blinded: true }, null).placeholder).toBe(true);
    expect(commentDisplayText({ content: '욕설', blinded: true }, 'ADMIN')).toEqual({
      text: '욕설',
      placeholder: false,
      blindedMarker: true,
    });
    expect(commentDisplayText({ content: '좋아요' }, 'EDITOR').text).toBe('좋아요');
  });

  it('shows the original only when neither deleted nor blinded, or to MODERATOR and ADMIN when blinded', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.boolean(),
        fc.boolean(),
        fc.option(role, { nil: null }),
        (content, deleted, blinded, r) => {
          const shown = commentDisplayText({ content, deleted, blinded }, r);
          const moderator = r === 'ADMIN' || r === 'MODERATOR';
          const original = !deleted && (!blinded || moderator);
          expect(shown.placeholder).toBe(!original);
          if (original) expect(shown.text).toBe(content);
          expect(shown.blindedMarker).toBe(!deleted && blinded && moderator);
        },
      ),
      RUNS,
    );
  });
});

describe('mentionedUserId', () => {
  it('is null at top level and when answering oneself', () => {
    expect(mentionedUserId(1, null)).toBeNull();
    expect(mentionedUserId(1, { authorId: 1 })).toBeNull();
    expect(mentionedUserId(1, { authorId: null, mine: true })).toBeNull();
    expect(mentionedUserId(1, { authorId: 2 })).toBe(2);
    expect(mentionedUserId(1, { authorId: null })).toBeNull();
  });

  it('names the parent author exactly when it is someone else', () => {
    fc.assert(
      fc.property(id, id, (viewerId, authorId) => {
        expect(mentionedUserId(viewerId, { authorId })).toBe(viewerId === authorId ? null : authorId);
        expect(mentionedUserId(viewerId, null)).toBeNull();
      }),
      RUNS,
    );
  });
});

describe('acceptsReplies', () => {
  it('takes replies only while the comment is neither deleted nor blinded', () => {
    expect(acceptsReplies({})).toBe(true);
    expect(acceptsReplies({ deleted: false, blinded: false })).toBe(true);
    expect(acceptsReplies({ deleted: true })).toBe(false);
    expect(acceptsReplies({ blinded: true })).toBe(false);
    expect(acceptsReplies({ deleted: true, blinded: true })).toBe(false);
  });
});
