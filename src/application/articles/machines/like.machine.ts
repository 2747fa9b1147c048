import { assign, emit, setup } from 'xstate';
import { canLike } from '../../../domain/content/permissions';
import { ARTICLE_TEXT } from '../../../domain/text/articles';
import type { LikeResult } from '../reactions-api.port';
import { badRequestMessage, failureText } from '../failure-text';
import { placeholder } from '../../placeholder';

export type LikeKind = 'article' | 'comment';

export interface LikeInput {
  readonly kind: LikeKind;
  readonly id: number;
  readonly liked: boolean;
  readonly count: number;
  readonly authorId: number | null;
}

interface LikeContext extends LikeInput {
  /** What to restore when an optimistic toggle fails. */
  readonly before: { readonly liked: boolean; readonly count: number } | null;
}

export type LikeEvent =
  | { type: 'like.toggle'; viewerId: number | null }
  /** Fresh server data (the query refreshed); ignored while a toggle is on its way. */
  | { type: 'like.sync'; liked: boolean; count: number };

export type LikeEmitted = { type: 'loginRequired' } | { type: 'failed'; text: string };

// Spec section 5: the server refuses one's own items with these exact messages.
const OWN_MESSAGES: Readonly<Record<LikeKind, string>> = {
  article: 'Cannot Like Own Article',
  comment: 'Cannot Like Own Comment',
};
const OWN_TEXT: Readonly<Record<LikeKind, string>> = {
  article: ARTICLE_TEXT.ownArticleLike,
  comment: ARTICLE_TEXT.ownCommentLike,
};

const likeFailure = (kind: LikeKind, error: unknown): string =>
  badRequestMessage(error) === OWN_MESSAGES[kind]
    ? OWN_TEXT[kind]
    : failureText(error, ARTICLE_TEXT.likeFailed);

/**
 * A like button (spec section 4). An article like flips at once and rolls back on failure; a comment
 * like changes after the server agrees. While a toggle is pending, further clicks are ignored.
 */
export const likeMachine = setup({
  types: {} as { context: LikeContext; events: LikeEvent; input: LikeInput; emitted: LikeEmitted },
  actors: {
    sendLike: placeholder<LikeResult, { kind: LikeKind; id: number }>('sendLike'),
  },
  guards: {
    isVisitor: (_, params: { viewerId: number | null }) => params.viewerId === null,
    isOwn: ({ context }, params: { viewerId: number | null }) =>
      params.viewerId !== null &&
      !canLike({ id: params.viewerId, role: 'USER' }, { authorId: context.authorId }),
    isOptimistic: ({ context }) => context.kind === 'article',
  },
  actions: {
    refresh: () => undefined,
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({ ...input, before: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'like.toggle': [
          {
            guard: { type: 'isVisitor', params: ({ event }) => ({ viewerId: event.viewerId }) },
            actions: emit({ type: 'loginRequired' }),
          },
          {
            guard: { type: 'isOwn', params: ({ event }) => ({ viewerId: event.viewerId }) },
            actions: emit(({ context }) => ({ type: 'failed', text: OWN_TEXT[context.kind] }) as const),
          },
          {
            guard: 'isOptimistic',
            target: 'sending',
            actions: assign(({ context }) => ({
              before: { liked: context.liked, count: context.count },
              liked: !context.liked,
              count: Math.max(0, context.count + (context.liked ? -1 : 1)),
            })),
          },
          { target: 'sending', actions: assign({ before: null }) },
        ],
        'like.sync': { actions: assign(({ event }) => ({ liked: event.liked, count: event.count })) },
      },
    },
    sending: {
      invoke: {
        src: 'sendLike',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({
              liked: event.output.liked,
              count: event.output.likeCount,
              before: null,
            })),
            'refresh',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ ...(context.before ?? {}), before: null })),
            emit(
              ({ context, event }) =>
                ({ type: 'failed', text: likeFailure(context.kind, event.error) }) as const,
            ),
          ],
        },
      },
    },
  },
});

export type LikeMachine = typeof likeMachine;
