import { Effect } from 'effect';
import { ARTICLE_OPERATIONS } from '../../../../src/contract/articles.operations';
import type { ContentOperations } from '../../../../src/contract/content.operations';
import { CONTENT_OPERATIONS } from '../../../../src/contract/content-tables';
import type { ContentKind } from '../../../../src/domain/content/policy';
import { listComments } from '../../../application/comments/comment-queries.use-case';
import {
  blindComment,
  createComment,
  createReply,
  deleteComment,
  editComment,
  toggleCommentLike,
} from '../../../application/comments/comment-write.use-case';
import { toggleContentLike } from '../../../application/content/content-like.use-case';
import {
  contentDetail,
  contentDrafts,
  listContent,
  popularContent,
  relatedContent,
  searchContent,
} from '../../../application/content/content-queries.use-case';
import {
  autosaveDraft,
  createContent,
  deleteContent,
  editContent,
  publishDraft,
} from '../../../application/content/content-write.use-case';
import { withOneMoreView } from '../cache/read-through';
import type { AppDeps } from '../deps';
import { routesOf, type Served, serve } from '../operation-routes';
import { contentDeps, setsCookie, viewerKeys } from './content-area';

/** The query every list and search of the contract sends, whatever the kind calls its sort. */
type ListQuery = {
  readonly page: number;
  readonly size: number;
  readonly sortBy?: string;
  readonly sortType?: string;
  readonly tag?: string;
  readonly cursor?: string;
  readonly keyword?: string;
  readonly searchType?: 'TITLE_CONTENT' | 'TITLE' | 'CONTENT' | 'AUTHOR';
};
type CommentParams = { readonly id?: number; readonly commentId: number };

/**
 * One kind's routes from its operation table: every kind is served by the same use cases, which read
 * what differs from the kind's policy (src/domain/content/policy.ts).
 */
export const contentTable = (deps: AppDeps, kind: ContentKind, ops: ContentOperations): Served[] => {
  const d = contentDeps(deps);
  const viewer = viewerKeys(deps);
  const sortOf = (q: ListQuery) => q.sortBy ?? q.sortType ?? '';
  const place = (p: CommentParams) => ({ kind, contentId: p.id });
  const table: Served[] = [
    serve(ops.list, ({ actor, query }) => {
      const q = query as ListQuery;
      return listContent(d, kind, actor, { ...q, sort: sortOf(q) });
    }),
    serve(ops.search, ({ actor, query }) => {
      const q = query as ListQuery;
      return searchContent(d, kind, actor, {
        ...q,
        keyword: q.keyword ?? '',
        sort: sortOf(q),
        scope: q.searchType,
      });
    }),
    serve(ops.popular, ({ actor }) => popularContent(d, kind, actor)),
    serve(ops.drafts, ({ actor }) => contentDrafts(d, kind, actor)),
    serve(ops.detail, ({ actor, params, c }) => contentDetail(d, kind, actor, params.id, viewer(c)), {
      // A kept answer still counts the visitor's view (in memory): counted, the answer shows one more
      // view, so every reader sees the views with their own, and the database is not read.
      refresh: async ({ params, c }) => {
        const keys = viewer(c);
        const counted = await Effect.runPromise(d.views.count(params.id, keys, d.clock()));
        return { change: counted ? withOneMoreView : undefined, setHeaders: setsCookie(c) };
      },
    }),
    serve(ops.create, ({ actor, body }) => createContent(d, kind, actor, body, false)),
    serve(ops.createDraft, ({ actor, body }) => createContent(d, kind, actor, body, true)),
    serve(ops.edit, ({ actor, params, body }) => editContent(d, kind, actor, params.id, body)),
    serve(ops.autosave, ({ actor, params, body }) => autosaveDraft(d, kind, actor, params.id, body)),
    // The body is optional: absent or empty means "publish what the draft holds".
    serve(ops.publish, ({ actor, params, body }) => publishDraft(d, kind, actor, params.id, body ?? null)),
    serve(ops.remove, ({ actor, params }) => deleteContent(d, kind, actor, params.id)),
    serve(ops.like, ({ actor, params }) => toggleContentLike(d, kind, actor, params.id)),
    serve(ops.comments, ({ actor, params, query }) => listComments(d, kind, actor, params.id, query)),
    serve(ops.comment, ({ actor, params, body }) => createComment(d, kind, actor, params.id, body.content)),
    serve(ops.reply, ({ actor, params, body }) => createReply(d, kind, actor, params, body)),
    serve(ops.editComment, ({ actor, params, body }) =>
      editComment(d, place(params), actor, params.commentId, body.content),
    ),
    serve(ops.removeComment, ({ actor, params }) => deleteComment(d, place(params), actor, params.commentId)),
    serve(ops.likeComment, ({ actor, params }) =>
      toggleCommentLike(d, place(params), actor, params.commentId),
    ),
  ];
  if (ops.blindComment)
    table.push(
      serve(ops.blindComment, ({ actor, params }) => blindComment(d, place(params), actor, params.commentId)),
    );
  if (ops.publishPatch)
    table.push(
      serve(ops.publishPatch, ({ actor, params, body }) =>
        publishDraft(d, kind, actor, params.id, body ?? null),
      ),
    );
  return table;
};

/** Every kind's routes, plus what only articles have (the author's other articles, PUT for edit). */
export const contentRoutes = (deps: AppDeps) => {
  const d = contentDeps(deps);
  return routesOf([
    ...(Object.entries(CONTENT_OPERATIONS) as [ContentKind, ContentOperations][]).flatMap(([kind, ops]) =>
      contentTable(deps, kind, ops),
    ),
    serve(ARTICLE_OPERATIONS.replace, ({ actor, params, body }) =>
      editContent(d, 'article', actor, params.id, body),
    ),
    serve(ARTICLE_OPERATIONS.related, ({ actor, params }) => relatedContent(d, 'article', actor, params.id)),
  ]);
};
