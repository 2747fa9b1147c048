import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../role';
import { DELETED_MEMBER_NAME } from '../text/profile';
import { authorView } from './author-view';
import { CONTENT_KINDS, CONTENT_POLICIES } from './policy';

describe('the author of a deleted account', () => {
  const author = {
    id: 7,
    nickname: '#deleted:7',
    profileImageUrl: '/api/images/old.webp',
    job: '전직 코치',
    role: 'EDITOR' as const,
    receivedPostLikes: 120,
    receivedCommentLikes: 80,
    deleted: true,
  };
  const viewer = fc.oneof(
    fc.constant(null),
    fc.record({ id: fc.integer({ min: 1, max: 10 }), role: fc.constantFrom(...ROLES) }),
  );

  it('reads 탈퇴한 회원 with no id, picture, job, level or role, to anyone on a named kind', () => {
    fc.assert(
      fc.property(viewer, fc.constantFrom(...CONTENT_KINDS), (v, kind) => {
        const view = authorView(author, CONTENT_POLICIES[kind], v);
        // The anonymous board stays anonymous to non-ADMINs; everywhere else the account is gone.
        if (CONTENT_POLICIES[kind].anonymous && v?.role !== 'ADMIN') expect(view.anonymous).toBe(true);
        else
          expect(view).toEqual({
            authorId: null,
            authorName: DELETED_MEMBER_NAME,
            authorProfileImageUrl: null,
            authorJob: null,
            authorLevel: null,
            authorRole: null,
            anonymous: false,
          });
        expect(JSON.stringify(view)).not.toMatch(/#deleted|old\.webp|전직/);
      }),
    );
  });

  it('still names a live account', () => {
    expect(authorView({ ...author, deleted: false }, CONTENT_POLICIES.article, null)).toMatchObject({
      authorId: 7,
      authorName: '#deleted:7',
    });
  });
});
