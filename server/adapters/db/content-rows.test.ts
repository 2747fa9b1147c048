import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../../../src/domain/content/policy';
import { type ContentRow, toContent } from './content-rows';

const row = (kind: string): ContentRow => ({
  id: 7,
  kind,
  title: 't',
  content: '<p>c</p>',
  contentSummary: 'c',
  thumbnailUrl: null,
  tags: [],
  isDraft: false,
  views: 0,
  likeCount: 0,
  commentCount: 0,
  createdAt: new Date(0),
  modifiedAt: new Date(0),
  publishedAt: new Date(0),
  publishedKey: null,
  authorId: 1,
  authorNickname: 'n',
  authorImage: null,
  authorJob: null,
  authorRole: 'USER',
  authorPostLikes: 0,
  authorCommentLikes: 0,
  authorDeletedAt: null,
  authorBirthDate: null,
});

describe('toContent', () => {
  it('keeps every kind of the policy as stored', () => {
    for (const kind of CONTENT_KINDS) expect(toContent(row(kind)).kind).toBe(kind);
  });

  it('refuses a stored kind no policy row has, naming it, rather than reading it as another kind', () => {
    expect(() => toContent(row('board'))).toThrow(/unknown content kind/);
    expect(() => toContent(row('board'))).toThrow(/"board"/);
    expect(() => toContent(row('toString'))).toThrow(/unknown content kind/);
  });
});
