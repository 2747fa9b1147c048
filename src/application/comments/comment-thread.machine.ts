import { assign, emit, setup } from 'xstate';
import type { CommentCreated } from '../../contract/content';
import type { ContentRef } from '../../domain/content/policy';
import { COMMENT_TEXT } from '../../domain/text/comments';
import { failureText } from '../failure-text';
import { placeholder } from '../placeholder';

/** One write to the comment list; the item it is under (`ref`) is added by the machine. */
export type CommentOperation =
  | { readonly kind: 'create'; readonly content: string }
  | { readonly kind: 'edit'; readonly commentId: number; readonly content: string }
  | {
      readonly kind: 'reply';
      readonly parentId: number;
      readonly content: string;
      readonly mentionedUserId: number | null;
    }
  | { readonly kind: 'delete'; readonly commentId: number }
  | { readonly kind: 'blind'; readonly commentId: number; readonly reason?: string | null };

export type CommentOperationKind = CommentOperation['kind'];

export interface CommentThreadContext {
  readonly ref: ContentRef;
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
  | { type: 'comment.delete'; commentId: number }
  | { type: 'comment.blind'; commentId: number; reason?: string | null };

/**
 * What the section hears: toasts, the login prompt, and after a new comment or reply its id and the
 * page of the list it landed on (`commentId`, `page`), so the writer is shown it at once.
 */
export type CommentThreadEmitted =
  | { type: 'loginRequired' }
  | { type: 'progress'; text: string }
  | {
      type: 'succeeded';
      kind: CommentOperationKind;
      text: string;
      page: number | null;
      commentId: number | null;
    }
  | { type: 'failed'; kind: CommentOperationKind; text: string };

const PROGRESS: Partial<Record<CommentOperationKind, string>> = {
  create: COMMENT_TEXT.writing,
  reply: COMMENT_TEXT.writing,
  delete: COMMENT_TEXT.deleting,
};
const SUCCESS: Record<CommentOperationKind, string> = {
  create: COMMENT_TEXT.written,
  reply: COMMENT_TEXT.written,
  edit: COMMENT_TEXT.editDone,
  delete: COMMENT_TEXT.deleteDone,
  blind: COMMENT_TEXT.blindDone,
};
const FAILURE: Record<CommentOperationKind, string> = {
  create: COMMENT_TEXT.createFailed,
  reply: COMMENT_TEXT.createFailed,
  edit: COMMENT_TEXT.editFailed,
  delete: COMMENT_TEXT.deleteFailed,
  blind: COMMENT_TEXT.blindFailed,
};

/** A write answers where a new comment landed (create, reply) or nothing. */
export type CommentWriteResult = CommentCreated | undefined;

/**
 * The comment section of an item of any kind: the comment box, per-comment edit and reply boxes,
 * delete and blind (asked for by the UI after its confirmation). Visitors get the login prompt; one
 * write at a time.
 */
export const commentThreadMachine = setup({
  types: {} as {
    context: CommentThreadContext;
    events: CommentThreadEvent;
    input: { ref: ContentRef };
    emitted: CommentThreadEmitted;
  },
  actors: {
    submitComment: placeholder<CommentWriteResult, CommentOperation & { ref: ContentRef }>('submitComment'),
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
    ref: input.ref,
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
        'comment.blind': {
          target: 'submitting',
          actions: {
            type: 'begin',
            params: ({ event }) => ({
              operation: { kind: 'blind', commentId: event.commentId, reason: event.reason ?? null },
            }),
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitComment',
        input: ({ context }) => ({ ...(context.pending as CommentOperation), ref: context.ref }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => {
              const kind = context.pending?.kind ?? 'create';
              return {
                type: 'succeeded',
                kind,
                text: SUCCESS[kind],
                page: event.output?.page ?? null,
                commentId: event.output?.id ?? null,
              } as const;
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
