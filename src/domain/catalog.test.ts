import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_GROUP_LABEL,
  AGE_GROUPS,
  ARTICLE_SORT_LABEL,
  ARTICLE_SORTS,
  BOARD_SORT_LABEL,
  BOARD_SORTS,
  CONSULTATION_TYPE_LABEL,
  CONSULTATION_TYPES,
  CONTENT_TAGS,
  DEFAULT_AGE_GROUP,
  DEFAULT_ARTICLE_SORT,
  DEFAULT_BOARD_SORT,
  DEFAULT_CONSULTATION_TYPE,
  DEFAULT_SEARCH_SCOPE,
  DEFAULT_TAG,
  isAgeGroup,
  isArticleSort,
  isBoardSort,
  isConsultationType,
  isContentTag,
  isSearchScope,
  isTag,
  QNA_SEARCH_SCOPES,
  SEARCH_SCOPE_LABEL,
  SEARCH_SCOPES,
  TAG_LABEL,
  TAGS,
} from './catalog';

const RUNS = { numRuns: 300 } as const;
const HANGUL = /[가-힣]/;

describe('catalog', () => {
  it('lists the tags of spec section 9 with ALL first and Korean labels', () => {
    expect(TAGS).toHaveLength(13);
    expect(TAGS[0]).toBe('ALL');
    expect(CONTENT_TAGS).toHaveLength(12);
    expect(CONTENT_TAGS).not.toContain('ALL');
    expect(TAG_LABEL.ALL).toBe('전체');
    expect(TAG_LABEL.INJURY_RECOVERY).toBe('부상·회복');
    expect(TAG_LABEL.OVERSEAS_ADVANCEMENT).toBe('해외 진출');
    expect(TAGS.every((t) => HANGUL.test(TAG_LABEL[t]))).toBe(true);
    expect(new Set(TAGS.map((t) => TAG_LABEL[t])).size).toBe(TAGS.length);
    expect(DEFAULT_TAG).toBe('ALL');
  });

  it('has the sorts and search scopes, Q&A without AUTHOR', () => {
    expect(ARTICLE_SORTS).toEqual(['publishedAt', 'views']);
    expect(ARTICLE_SORT_LABEL).toEqual({ publishedAt: '최신순', views: '조회순' });
    expect(BOARD_SORTS).toEqual(['LATEST', 'VIEWS', 'LIKE_COUNT', 'COMMENT_COUNT']);
    expect(BOARD_SORTS.every((s) => HANGUL.test(BOARD_SORT_LABEL[s]))).toBe(true);
    expect(SEARCH_SCOPES).toEqual(['TITLE_CONTENT', 'TITLE', 'CONTENT', 'AUTHOR']);
    expect(QNA_SEARCH_SCOPES).toEqual(['TITLE_CONTENT', 'TITLE', 'CONTENT']);
    expect(SEARCH_SCOPES.every((s) => HANGUL.test(SEARCH_SCOPE_LABEL[s]))).toBe(true);
    expect([DEFAULT_ARTICLE_SORT, DEFAULT_BOARD_SORT, DEFAULT_SEARCH_SCOPE]).toEqual([
      'publishedAt',
      'LATEST',
      'TITLE_CONTENT',
    ]);
  });

  it('orders age groups youngest first with U11 as default', () => {
    expect(AGE_GROUPS).toEqual(['U11', 'U12', 'U14', 'U15', 'U17', 'U18', 'U20', 'U22']);
    expect(DEFAULT_AGE_GROUP).toBe('U11');
    expect(AGE_GROUPS.map((g) => AGE_GROUP_LABEL[g])).toEqual([...AGE_GROUPS]);
  });

  it('offers three consultation types and labels two more', () => {
    expect(CONSULTATION_TYPES).toEqual(['CONSULTING', 'CONTENT_COLLABORATION', 'OTHERS']);
    expect(DEFAULT_CONSULTATION_TYPE).toBe(CONSULTATION_TYPES[0]);
    expect(Object.keys(CONSULTATION_TYPE_LABEL).sort()).toEqual(
      ['B2B_COLLABORATION', 'CONSULTING', 'CONTENT_COLLABORATION', 'INVESTMENT', 'OTHERS'].sort(),
    );
    expect(Object.values(CONSULTATION_TYPE_LABEL).every((l) => HANGUL.test(l))).toBe(true);
    expect(isConsultationType('INVESTMENT')).toBe(false);
  });

  it('guards accept exactly the listed values', () => {
    const lists = [
      [isTag, TAGS],
      [isContentTag, CONTENT_TAGS],
      [isArticleSort, ARTICLE_SORTS],
      [isBoardSort, BOARD_SORTS],
      [isSearchScope, SEARCH_SCOPES],
      [isAgeGroup, AGE_GROUPS],
      [isConsultationType, CONSULTATION_TYPES],
    ] as const;
    const candidate = fc.oneof(
      fc.string(),
      fc.constantFrom(...lists.flatMap(([, values]) => [...values])),
      fc.anything(),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        for (const [guard, values] of lists) {
          expect(guard(value)).toBe((values as readonly unknown[]).includes(value));
        }
      }),
      RUNS,
    );
  });
});
