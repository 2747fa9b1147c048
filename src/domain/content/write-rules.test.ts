import { describe, expect, it } from 'vitest';
import { CONTENT_INPUT_TEXT as T } from '../text/content-input';
import { authorView } from './author-view';
import { CONTENT_POLICIES } from './policy';
import { missingFields, writeErrors } from './write-rules';

const own = (url: string) => url.startsWith('/api/images/');
const facts = { title: '제목', text: '본문', tags: [], thumbnailUrl: null };

describe('content write rules', () => {
  it('asks nothing of a new draft, a title of an edited draft, title and text to publish', () => {
    expect(missingFields(' ', '', 'draft')).toEqual([]);
    expect(missingFields(' ', '', 'titled')).toEqual([{ field: 'title', reason: T.titleRequired }]);
    expect(missingFields('', ' ', 'publishable')).toEqual([
      { field: 'title', reason: T.titleRequired },
      { field: 'content', reason: T.contentRequired },
    ]);
  });

  it('holds each kind to its tags and thumbnail', () => {
    const { article, post, qna } = CONTENT_POLICIES;
    expect(writeErrors(post, { ...facts, tags: ['ETC'] }, 'publishable', own)).toEqual([
      { field: 'tags', reason: T.tagInvalid },
    ]);
    expect(writeErrors(qna, { ...facts, tags: ['ETC', 'MENTAL'] }, 'publishable', own)).toEqual([
      { field: 'tags', reason: T.categoryTooMany },
    ]);
    expect(writeErrors(qna, { ...facts, tags: ['ETC'] }, 'publishable', own)).toEqual([]);
    expect(writeErrors(article, { ...facts, thumbnailUrl: '/api/images/a.webp' }, 'draft', own)).toEqual([]);
    for (const [policy, url] of [
      [article, 'https://elsewhere.example/a.png'],
      [post, '/api/images/a.webp'],
    ] as const)
      expect(writeErrors(policy, { ...facts, thumbnailUrl: url }, 'draft', own)).toEqual([
        { field: 'thumbnailUrl', reason: T.thumbnailInvalid },
      ]);
  });
});

describe('author view', () => {
  const author = {
    id: 7,
    nickname: '민준맘',
    profileImageUrl: null,
    job: '학부모',
    role: 'USER' as const,
    receivedPostLikes: 12,
    receivedCommentLikes: 8,
  };

  it('names the author on named kinds, with the level from received likes', () => {
    expect(authorView(author, CONTENT_POLICIES.post, null)).toMatchObject({
      authorId: 7,
      authorName: '민준맘',
      authorLevel: 'LEVEL_2',
      anonymous: false,
    });
  });

  it('tells nobody but an ADMIN who wrote on the anonymous board, not even the author', () => {
    for (const viewer of [null, { id: 7, role: 'USER' as const }, { id: 3, role: 'EDITOR' as const }])
      expect(authorView(author, CONTENT_POLICIES.qna, viewer)).toEqual({
        authorId: null,
        authorName: '익명',
        authorProfileImageUrl: null,
        authorJob: null,
        authorLevel: null,
        authorRole: null,
        anonymous: true,
      });
    expect(authorView(author, CONTENT_POLICIES.qna, { id: 1, role: 'ADMIN' })).toMatchObject({ authorId: 7 });
  });
});
