import type { Effect } from 'effect';
import type { ArticleDetail, ArticleListItem, ArticlePage, ArticleSort } from '../../contract/articles';
import type { Tag } from '../../domain/catalog';
import type { ApiError } from '../errors';

/** One page of the article home list: by tag (cursor-continued) or by search keyword. */
export type ArticleListParams =
  | { readonly kind: 'tag'; readonly tag: Tag; readonly sortBy: ArticleSort }
  | { readonly kind: 'search'; readonly keyword: string; readonly sortBy: ArticleSort };

export interface ArticlePageRequest {
  readonly params: ArticleListParams;
  /** 1-based page number. */
  readonly page: number;
  /** The previous page's `nextCursor`, when the server sent one. */
  readonly cursor?: string | null;
}

/** Reading articles: lists, search, popular, detail, the author's other articles; and deleting one. */
export interface ArticlesApi {
  page(request: ArticlePageRequest): Effect.Effect<ArticlePage, ApiError>;
  popular(): Effect.Effect<readonly ArticleListItem[], ApiError>;
  detail(id: number): Effect.Effect<ArticleDetail, ApiError>;
  related(id: number): Effect.Effect<readonly ArticleListItem[], ApiError>;
  remove(id: number): Effect.Effect<void, ApiError>;
}
