import type { Effect } from 'effect';
import type { ArticleDetail, ArticleListItem } from '../../contract/articles';
import type { BoardCard, BoardPostDetail } from '../../contract/boards';
import type { SearchScope, Tag } from '../../domain/catalog';
import type { BoardKind, ContentKind } from '../../domain/content/policy';
import type { PageInfo } from '../../domain/paging';
import type { ApiError } from '../errors';

/** What a list shows: the list state of src/domain/content/list-query.ts without the page. */
export interface ContentQuery {
  readonly tag: Tag;
  /** A wire sort value of the kind. */
  readonly sort: string;
  /** '' for the plain list, else a search. */
  readonly keyword: string;
  readonly scope: SearchScope;
}

export interface ContentPageRequest {
  readonly query: ContentQuery;
  /** 1-based page number. */
  readonly page: number;
  /** The previous page's `nextCursor`, where the kind's list continues by cursor. */
  readonly cursor?: string | null;
}

export interface ContentPage<Card> {
  readonly data: readonly Card[];
  readonly pageInfo: PageInfo;
  readonly nextCursor?: string | null;
}

/** Reading one kind of content: its list and search, popular block, detail; and deleting an item. */
export interface ContentApi<Card, Detail> {
  readonly kind: ContentKind;
  page(request: ContentPageRequest): Effect.Effect<ContentPage<Card>, ApiError>;
  popular(): Effect.Effect<readonly Card[], ApiError>;
  detail(id: number): Effect.Effect<Detail, ApiError>;
  remove(id: number): Effect.Effect<void, ApiError>;
}

/** Articles also list the author's other articles. */
export interface ArticlesApi extends ContentApi<ArticleListItem, ArticleDetail> {
  related(id: number): Effect.Effect<readonly ArticleListItem[], ApiError>;
}

/** The free board and the Q&A board share the board card and detail. */
export type BoardApi = ContentApi<BoardCard, BoardPostDetail>;
/** The kinds with a board in their policy row (src/domain/content/policy.ts). */
export type { BoardKind };
export type BoardApis = Readonly<Record<BoardKind, BoardApi>>;
