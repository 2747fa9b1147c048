import { assign, emit, setup } from 'xstate';
import { ARTICLE_TEXT } from '../../../domain/text/articles';
import { failureText } from '../failure-text';
import { placeholder } from '../../placeholder';

/** One write to the comment list; `articleId` is added by the machine. */
export type CommentOperation =
  | { readonly kind: 'create'; readonly content: string }
  | { readonly kind: 'edit'; readonly commentId: number; readonly content: string }
  | {
      readonly kind: 'reply';
      readonly parentId: number;
      readonly content: string;
      readonly mentionedUserId: number | null;
    }
  | { readonly kind: 'delete'; readonly commentId: number };

export type CommentOperationKind = CommentOperation['kind'];

export interface CommentThreadContext {
  readonly articleId: number;
  /** The comment whose edit box is open. */
  readonly editingId: number | null;
  /** The comment whose reply box is open. */
  readonly replyingToId: number | null;
  /** The write on its way: blocks any other until it settles (spec section 4, pending flags). */
  readonly pending: CommentOperation | null;
}

type Viewer = { viewerId: number | null };

export type CommentThreadEvent =
  | ({ type: 'comment.create'; content: string } & Viewer)
  | { type: 'comment.editStart'; commentId: number }
  | { type: 'comment.editCancel' }
  | { type: 'comment.edit'; commentId: number; content: string }
  | ({ type: 'comment.replyStart'; commentId: number } & Viewer)
  | { type: 'comment.replyCancel' }
  | ({ type: 'comment.reply'; parentId: number; content: string; mentionedUserId: number | null } & Viewer)
  | { type: 'comment.delete'; commentId: number };

export type CommentThreadEmitted =
  | { type: 'loginRequired' }
  | { type: 'progress'; text: string }
  | { type: 'succeeded'; kind: CommentOperationKind; text: string }
  | { type: 'failed'; kind: CommentOperationKind; text: string };

const PROGRESS: Partial<Record<CommentOperationKind, string>> = {
  create: ARTICLE_TEXT.commentWriting,
  reply: ARTICLE_TEXT.commentWriting,
  delete: ARTICLE_TEXT.commentDeleting,
};
const SUCCESS: Record<CommentOperationKind, string> = {
  create: ARTICLE_TEXT.commentWritten,
  reply: ARTICLE_TEXT.commentWritten,
  edit: ARTICLE_TEXT.commentEdited,
  delete: ARTICLE_TEXT.commentDeleted,
};
const FAILURE: Record<CommentOperationKind, string> = {
  create: ARTICLE_TEXT.commentCreateFailed,
  reply: ARTICLE_TEXT.commentCreateFailed,
  edit: ARTICLE_TEXT.commentEditFailed,
  delete: ARTICLE_TEXT.commentDeleteFailed,
};

/**
 * The comment section of an article: the comment box, per-comment edit and reply boxes, delete
 * (asked for by the UI after its confirmation). Visitors get the login prompt; one write at a time.
 */
export const commentThreadMachine = setup({
  types: {} as {
    context: CommentThreadContext;
    events: CommentThreadEvent;
    input: { articleId: number };
    emitted: CommentThreadEmitted;
  },
  actors: {
    submitComment: placeholder<void, CommentOperation & { articleId: number }>('submitComment'),
  },
  guards: {
    isVisitor: (_, params: Viewer) => params.viewerId === null,
  },
  actions: {
    refresh: () => undefined,
    promptLogin: emit({ type: 'loginRequired' }),
    begin: assign((_, params: { operation: CommentOperation }) => ({ pending: params.operation })),
    // Spec section 8 has progress toasts for writing and deleting; editing has none and skips this.
    announceProgress: emit(({ context }) => ({
      type: 'progress' as const,
      text: context.pending ? (PROGRESS[context.pending.kind] ?? '') : '',
    })),
  },
}).createMachine({
  id: 'commentThread',
  context: ({ input }) => ({
    articleId: input.articleId,
    editingId: null,
    replyingToId: null,
    pending: null,
  }),
  initial: 'idle',
  on: {
    'comment.editStart': {
      actions: assign(({ context, event }) => ({
        editingId: context.editingId === event.commentId ? null : event.commentId,
        replyingToId: null,
      })),
    },
    'comment.editCancel': { actions: assign({ editingId: null }) },
    'comment.replyStart': [
      { guard: { type: 'isVisitor', params: ({ event }) => event }, actions: 'promptLogin' },
      {
        actions: assign(({ context, event }) => ({
          replyingToId: context.replyingToId === event.commentId ? null : event.commentId,
          editingId: null,
        })),
      },
    ],
    'comment.replyCancel': { actions: assign({ replyingToId: null }) },
  },
  states: {
    idle: {
      on: {
        'comment.create': [
          { guard: { type: 'isVisitor', params: ({ event }) => event }, actions: 'promptLogin' },
          {
            target: 'submitting',
            actions: [
              {
                type: 'begin',
                params: ({ event }) => ({ operation: { kind: 'create', content: event.content } }),
              },
              'announceProgress',
            ],
          },
        ],
        'comment.edit': {
          target: 'submitting',
          actions: [
            {
              type: 'begin',
              params: ({ event }) => ({
                operation: { kind: 'edit', commentId: event.commentId, content: event.content },
              }),
            },
          ],
        },
        'comment.reply': [
          { guard: { type: 'isVisitor', params: ({ event }) => event }, actions: 'promptLogin' },
          {
            target: 'submitting',
            actions: [
              {
                type: 'begin',
                params: ({ event }) => ({
                  operation: {
                    kind: 'reply',
                    parentId: event.parentId,
                    content: event.content,
                    mentionedUserId: event.mentionedUserId,
                  },
                }),
              },
              'announceProgress',
            ],
          },
        ],
        'comment.delete': {
          target: 'submitting',
          actions: [
            {
              type: 'begin',
              params: ({ event }) => ({ operation: { kind: 'delete', commentId: event.commentId } }),
            },
            'announceProgress',
          ],
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitComment',
        input: ({ context }) => ({ ...(context.pending as CommentOperation), articleId: context.articleId }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => {
              const kind = context.pending?.kind ?? 'create';
              return { type: 'succeeded', kind, text: SUCCESS[kind] } as const;
            }),
            assign(({ context }) => ({
              editingId: context.pending?.kind === 'edit' ? null : context.editingId,
              replyingToId: context.pending?.kind === 'reply' ? null : context.replyingToId,
              pending: null,
            })),
            'refresh',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => {
              const kind = context.pending?.kind ?? 'create';
              return { type: 'failed', kind, text: failureText(event.error, FAILURE[kind]) } as const;
            }),
            assign({ pending: null }),
          ],
        },
      },
    },
  },
});

export type CommentThreadMachine = typeof commentThreadMachine;
