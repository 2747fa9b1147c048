import * as v from 'valibot';
import type { ContentPolicy } from '../domain/content/policy';
import { IdParam, PagingQuery } from './common';
import {
  BlindBody,
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
  /** OpenAPI tag. */
  readonly tag: string;
  readonly paths: ContentPaths;
  readonly schemas: ContentSchemas<LQ, SQ, P, C, D>;
  /** Spec section 7: the boards publish a draft by PATCH as well as POST. */
  readonly publishByPatch?: boolean;
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
  const { policy, tag, paths, schemas } = config;
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
    },
    search: {
      method: 'get',
      path: paths.search,
      tag,
      auth: 'optional',
      query: schemas.searchQuery,
      response: schemas.page,
      errors: [400],
    },
    popular: {
      method: 'get',
      path: paths.popular,
      tag,
      auth: 'optional',
      response: schemas.cards,
    },
    drafts: {
      method: 'get',
      path: paths.drafts,
      tag,
      auth: 'required',
      response: schemas.cards,
      errors: [403],
    },
    detail: {
      method: 'get',
      path: paths.detail,
      tag,
      auth: 'optional',
      params: Item,
      response: schemas.detail,
      errors: [404],
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
      rateLimit: 'post',
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
      rateLimit: 'post',
    },
    remove: {
      method: 'delete',
      path: paths.remove,
      tag,
      auth: 'required',
      params: Item,
      errors: [403, 404],
    },
    like: {
      method: 'patch',
      path: paths.like,
      tag,
      auth: 'required',
      params: Item,
      response: LikeResponse,
      errors: [400, 404],
      rateLimit: 'like',
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
    },
    comment: {
      method: 'post',
      path: paths.comment,
      ...comment({ errors: [400, 404] }),
      params: Item,
      body: CommentBody,
      response: CommentCreated,
      status: 201,
      rateLimit: 'comment',
    },
    reply: {
      method: 'post',
      path: paths.reply,
      ...comment({ errors: [400, 404] }),
      params: ItemComment,
      body: ReplyBody,
      response: CommentCreated,
      status: 201,
      rateLimit: 'comment',
    },
    editComment: {
      method: 'patch',
      path: paths.editComment,
      ...comment({ errors: [400, 403, 404] }),
      params: commentParams(paths.editComment),
      body: CommentBody,
      response: IdResponse,
    },
    removeComment:
      policy.comments.deleteBy === 'status'
        ? {
            method: 'patch' as const,
            path: paths.removeComment,
            ...comment({ errors: [400, 403, 404] }),
            params: commentParams(paths.removeComment),
            body: CommentStatusBody,
          }
        : {
            method: 'delete' as const,
            path: paths.removeComment,
            ...comment({ errors: [403, 404] }),
            params: commentParams(paths.removeComment),
          },
    likeComment: {
      method: 'patch',
      path: paths.likeComment,
      ...comment({ errors: [400, 404] }),
      params: commentParams(paths.likeComment),
      response: LikeResponse,
      rateLimit: 'like',
    },
  } as const;
  const blind = paths.blindComment
    ? ({
        blindComment: {
          method: 'patch',
          path: paths.blindComment,
          ...comment({ errors: [403, 404] }),
          params: commentParams(paths.blindComment),
          body: BlindBody,
        },
      } as const)
    : {};
  const publishPatch = config.publishByPatch
    ? ({
        publishPatch: { ...base.publish, method: 'patch' },
      } as const)
    : {};
  return { ...base, ...blind, ...publishPatch };
};

export type ContentOperations = ReturnType<typeof contentOperations<Schema, Schema, Schema, Schema, Schema>>;
