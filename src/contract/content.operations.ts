import * as v from 'valibot';
import type { ContentPolicy } from '../domain/content/policy';
import { IdParam, PagingQuery } from './common';
import {
  CommentBody,
  CommentCreated,
  CommentPage,
  CommentStatusBody,
  ContentWriteBody,
  IdResponse,
  LikeResponse,
  ReplyBody,
} from './content';

/**
 * The operations every content kind has, built from one row of paths per kind: the generic server
 * routes (server/adapters/http/routes/content.routes.ts) and the browser's content adapter read a
 * kind's table by these names, whatever the kind's spec paths look like. Path parameters are `{id}`
 * for the item and `{commentId}` for a comment.
 */
export interface ContentPaths {
  readonly list: string;
  readonly search: string;
  /** The block of popular items (articles: popular; boards: weekly popular). */
  readonly popular: string;
  readonly drafts: string;
  readonly detail: string;
  readonly create: string;
  readonly createDraft: string;
  readonly edit: string;
  readonly autosave: string;
  readonly publish: string;
  readonly remove: string;
  readonly like: string;
  readonly comments: string;
  readonly comment: string;
  readonly reply: string;
  readonly editComment: string;
  /** DELETE, or for a kind that deletes by status change the PATCH …/status path. */
  readonly removeComment: string;
  /** Only for kinds whose comments can be blinded. */
  readonly blindComment?: string;
  readonly likeComment: string;
}

type Schema = v.GenericSchema;

/** One type parameter per schema, so each operation keeps its schema's exact type. */
export interface ContentSchemas<
  LQ extends Schema,
  SQ extends Schema,
  P extends Schema,
  C extends Schema,
  D extends Schema,
> {
  readonly listQuery: LQ;
  readonly searchQuery: SQ;
  readonly page: P;
  readonly cards: C;
  readonly detail: D;
}

export interface ContentTableConfig<
  LQ extends Schema,
  SQ extends Schema,
  P extends Schema,
  C extends Schema,
  D extends Schema,
> {
  readonly policy: ContentPolicy;
  /** OpenAPI tag and the noun the summaries use ("article", "free-board post", ...). */
  readonly tag: string;
  readonly noun: string;
  readonly paths: ContentPaths;
  readonly schemas: ContentSchemas<LQ, SQ, P, C, D>;
  /** Spec section 7: the boards publish a draft by PATCH as well as POST. */
  readonly publishByPatch?: boolean;
  readonly popularSummary: string;
}

const Item = v.object({ id: IdParam });
const ItemComment = v.object({ id: IdParam, commentId: IdParam });
const OnlyComment = v.object({ commentId: IdParam });
/** A comment path with or without the item's id (`/api/article/{id}/comment/{commentId}` or `/api/board/qna/comment/{commentId}`). */
type CommentParams = v.GenericSchema<unknown, { readonly id?: number; readonly commentId: number }>;
const commentParams = (path: string): CommentParams =>
  (path.includes('{id}') ? ItemComment : OnlyComment) as unknown as CommentParams;

/** The named operations of one content kind. */
export const contentOperations = <
  LQ extends Schema,
  SQ extends Schema,
  P extends Schema,
  C extends Schema,
  D extends Schema,
>(
  config: ContentTableConfig<LQ, SQ, P, C, D>,
) => {
  const { policy, tag, noun, paths, schemas } = config;
  const writers = policy.writers === 'editors' ? 'EDITOR and ADMIN' : 'any signed-in user';
  const comment = (extra: { errors: readonly number[] }) =>
    ({ tag: `${tag} comments`, auth: 'required', ...extra }) as const;
  const base = {
    list: {
      method: 'get',
      path: paths.list,
      tag,
      auth: 'optional',
      query: schemas.listQuery,
      response: schemas.page,
      errors: [400],
      summary: `Published ${noun}s, ${policy.pageSize} a page, in the order asked. \`totalElements\` comes from a counter table.`,
    },
    search: {
      method: 'get',
      path: paths.search,
      tag,
      auth: 'optional',
      query: schemas.searchQuery,
      response: schemas.page,
      errors: [400],
      summary: `Korean search over published ${noun}s: words of one and two syllables are found (n-gram index, then a substring check); every word must occur. \`totalElements\` is counted up to 1000.`,
    },
    popular: {
      method: 'get',
      path: paths.popular,
      tag,
      auth: 'optional',
      response: schemas.cards,
      summary: config.popularSummary,
    },
    drafts: {
      method: 'get',
      path: paths.drafts,
      tag,
      auth: 'required',
      response: schemas.cards,
      errors: [403],
      summary: `The signed-in writer’s own ${noun} drafts, last saved first.`,
    },
    detail: {
      method: 'get',
      path: paths.detail,
      tag,
      auth: 'optional',
      params: Item,
      response: schemas.detail,
      errors: [404],
      summary: `One ${noun}; counts one view per viewer per 24 hours. A draft is 404 to all but its author and ADMIN.`,
    },
    create: {
      method: 'post',
      path: paths.create,
      tag,
      auth: 'required',
      body: ContentWriteBody,
      response: IdResponse,
      status: 201,
      errors: [400, 403],
      summary: `Publishes a new ${noun} (${writers}). The HTML is sanitized with an allow-list; a title and text are required.`,
    },
    createDraft: {
      method: 'post',
      path: paths.createDraft,
      tag,
      auth: 'required',
      body: ContentWriteBody,
      response: IdResponse,
      status: 201,
      errors: [400, 403],
      summary: `Saves a new ${noun} draft (${writers}); the title may still be empty.`,
    },
    edit: {
      method: 'patch',
      path: paths.edit,
      tag,
      auth: 'required',
      params: Item,
      body: ContentWriteBody,
      response: IdResponse,
      errors: [400, 403, 404],
      summary: `Edits a ${noun}: its author${policy.admin.edit ? ', or ADMIN for any' : ''}.`,
    },
    autosave: {
      method: 'patch',
      path: paths.autosave,
      tag,
      auth: 'required',
      params: Item,
      body: ContentWriteBody,
      response: IdResponse,
      errors: [400, 403, 404],
      summary: 'Autosaves a draft: its author only.',
    },
    publish: {
      method: 'post',
      path: paths.publish,
      tag,
      auth: 'required',
      params: Item,
      body: v.optional(ContentWriteBody),
      response: IdResponse,
      errors: [400, 403, 404],
      summary: 'Publishes a draft (its author), optionally with its last content; needs a title and text.',
    },
    remove: {
      method: 'delete',
      path: paths.remove,
      tag,
      auth: 'required',
      params: Item,
      errors: [403, 404],
      summary: `Deletes a ${noun}: its author${policy.admin.delete ? ', or ADMIN for any' : ' only (403 for an ADMIN who is not the author)'}.`,
    },
    like: {
      method: 'patch',
      path: paths.like,
      tag,
      auth: 'required',
      params: Item,
      response: LikeResponse,
      errors: [400, 404],
      summary: `Toggles the like. 400 \`${policy.ownLikeMessage}\` on one’s own ${noun}.`,
    },
    comments: {
      method: 'get',
      path: paths.comments,
      tag: `${tag} comments`,
      auth: 'optional',
      params: Item,
      query: PagingQuery,
      response: CommentPage,
      errors: [404],
      summary:
        'Top-level comments, 10 per page, oldest first, each with all its replies. A deleted comment stays (text empty, `deleted`) while it has replies.',
    },
    comment: {
      method: 'post',
      path: paths.comment,
      ...comment({ errors: [400, 404] }),
      params: Item,
      body: CommentBody,
      response: CommentCreated,
      status: 201,
      summary: `Writes a comment on a published ${noun} (plain text, not blank, up to 3000 characters); answers the comment page it lands on.`,
    },
    reply: {
      method: 'post',
      path: paths.reply,
      ...comment({ errors: [400, 404] }),
      params: ItemComment,
      body: ReplyBody,
      response: CommentCreated,
      status: 201,
      summary:
        'Replies to a comment; a reply to a reply joins its top-level comment. Answers the page of the thread.',
    },
    editComment: {
      method: 'patch',
      path: paths.editComment,
      ...comment({ errors: [400, 403, 404] }),
      params: commentParams(paths.editComment),
      body: CommentBody,
      response: IdResponse,
      summary: 'Edits a comment: its owner, while neither deleted nor blinded.',
    },
    removeComment:
      policy.comments.deleteBy === 'status'
        ? {
            method: 'patch' as const,
            path: paths.removeComment,
            ...comment({ errors: [400, 403, 404] }),
            params: commentParams(paths.removeComment),
            body: CommentStatusBody,
            summary:
              'Deletes a comment by a status change (`{"status":"DELETED"}`): its owner. The comment keeps its place while it has replies.',
          }
        : {
            method: 'delete' as const,
            path: paths.removeComment,
            ...comment({ errors: [403, 404] }),
            params: commentParams(paths.removeComment),
            summary: 'Deletes a comment: its owner. The comment keeps its place while it has replies.',
          },
    likeComment: {
      method: 'patch',
      path: paths.likeComment,
      ...comment({ errors: [400, 404] }),
      params: commentParams(paths.likeComment),
      response: LikeResponse,
      summary: 'Toggles the like on a comment. 400 `Cannot Like Own Comment` on one’s own.',
    },
  } as const;
  const blind = paths.blindComment
    ? ({
        blindComment: {
          method: 'patch',
          path: paths.blindComment,
          ...comment({ errors: [403, 404] }),
          params: commentParams(paths.blindComment),
          summary: 'Blinds a comment (ADMIN): everyone but an ADMIN then sees the blinded text instead.',
        },
      } as const)
    : {};
  const publishPatch = config.publishByPatch
    ? ({
        publishPatch: { ...base.publish, method: 'patch', summary: `Same as POST ${paths.publish}.` },
      } as const)
    : {};
  return { ...base, ...blind, ...publishPatch };
};

export type ContentOperations = ReturnType<typeof contentOperations<Schema, Schema, Schema, Schema, Schema>>;
