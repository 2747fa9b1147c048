import { ARTICLE_OPERATIONS } from '../../src/contract/articles.operations';
import type { ContentOperations } from '../../src/contract/content.operations';
import { CONTENT_OPERATIONS } from '../../src/contract/content-tables';
import type { ContentKind } from '../../src/domain/content/policy';
import { listComments } from '../application/comments/comment-queries.use-case';
import {
  blindComment,
  createComment,
  createReply,
  deleteComment,
  editComment,
  toggleCommentLike,
} from '../application/comments/comment-write.use-case';
import type { ContentDeps } from '../application/content/content-deps';
import { toggleContentLike } from '../application/content/content-like.use-case';
import {
  contentDetail,
  contentDrafts,
  listContent,
  popularContent,
  relatedContent,
  searchContent,
} from '../application/content/content-queries.use-case';
import {
  autosaveDraft,
  createContent,
  deleteContent,
  editContent,
  publishDraft,
} from '../application/content/content-write.use-case';
import { type Binding, bind } from './binding';

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

const sortOf = (q: ListQuery) => q.sortBy ?? q.sortType ?? '';

/**
 * One kind's operations bound to the content core's use cases, which read what differs from the kind's
 * policy (src/domain/content/policy.ts).
 */
export const contentKindBindings = (d: ContentDeps, kind: ContentKind, ops: ContentOperations): Binding[] => {
  const place = (p: CommentParams) => ({ kind, contentId: p.id });
  const table: Binding[] = [
    bind(ops.list, ({ actor, query }) => {
      const q = query as ListQuery;
      return listContent(d, kind, actor, { ...q, sort: sortOf(q) });
    }),
    bind(ops.search, ({ actor, query }) => {
      const q = query as ListQuery;
      return searchContent(d, kind, actor, {
        ...q,
        keyword: q.keyword ?? '',
        sort: sortOf(q),
        scope: q.searchType,
      });
    }),
    bind(ops.popular, ({ actor }) => popularContent(d, kind, actor)),
    bind(ops.drafts, ({ actor }) => contentDrafts(d, kind, actor)),
    bind(ops.detail, ({ actor, params, viewerKeys }) =>
      contentDetail(d, kind, actor, params.id, viewerKeys()),
    ),
    bind(ops.create, ({ actor, body }) => createContent(d, kind, actor, body, false)),
    bind(ops.createDraft, ({ actor, body }) => createContent(d, kind, actor, body, true)),
    bind(ops.edit, ({ actor, params, body }) => editContent(d, kind, actor, params.id, body)),
    bind(ops.autosave, ({ actor, params, body }) => autosaveDraft(d, kind, actor, params.id, body)),
    // The body is optional: absent or empty means "publish what the draft holds".
    bind(ops.publish, ({ actor, params, body }) => publishDraft(d, kind, actor, params.id, body ?? null)),
    bind(ops.remove, ({ actor, params }) => deleteContent(d, kind, actor, params.id)),
    bind(ops.like, ({ actor, params }) => toggleContentLike(d, kind, actor, params.id)),
    bind(ops.comments, ({ actor, params, query }) => listComments(d, kind, actor, params.id, query)),
    bind(ops.comment, ({ actor, params, body }) => createComment(d, kind, actor, params.id, body.content)),
    bind(ops.reply, ({ actor, params, body }) => createReply(d, kind, actor, params, body)),
    bind(ops.editComment, ({ actor, params, body }) =>
      editComment(d, place(params), actor, params.commentId, body.content),
    ),
    bind(ops.removeComment, ({ actor, params }) => deleteComment(d, place(params), actor, params.commentId)),
    bind(ops.likeComment, ({ actor, params }) =>
      toggleCommentLike(d, place(params), actor, params.commentId),
    ),
  ];
  if (ops.blindComment)
    table.push(
      bind(ops.blindComment, ({ actor, params, body }) =>
        blindComment(d, place(params), actor, params.commentId, body?.reason ?? null),
      ),
    );
  if (ops.publishPatch)
    table.push(
      bind(ops.publishPatch, ({ actor, params, body }) =>
        publishDraft(d, kind, actor, params.id, body ?? null),
      ),
    );
  return table;
};

/** Every kind's operations, plus what only articles have (the author's other articles, PUT for edit). */
export const contentBindings = (d: ContentDeps): Binding[] => [
  ...(Object.entries(CONTENT_OPERATIONS) as [ContentKind, ContentOperations][]).flatMap(([kind, ops]) =>
    contentKindBindings(d, kind, ops),
  ),
  bind(ARTICLE_OPERATIONS.replace, ({ actor, params, body }) =>
    editContent(d, 'article', actor, params.id, body),
  ),
  bind(ARTICLE_OPERATIONS.related, ({ actor, params }) => relatedContent(d, 'article', actor, params.id)),
];
