import { assign, emit, setup } from 'xstate';
import { canLike, type OwnedFacts } from '../../domain/content/permissions';
import { policyOf } from '../../domain/content/policy';
import { toggleLike } from '../../domain/reactions';
import { SERVER_MESSAGES, type ServerMessage } from '../../domain/server-messages';
import { SERVER_MESSAGE_TEXT } from '../../domain/text/errors';
import { REACTION_TEXT } from '../../domain/text/reactions';
import type { Viewer } from '../../domain/viewer';
import { badRequestMessage, failureText } from '../failure-text';
import { placeholder } from '../placeholder';
import type { LikeResult, LikeTarget } from './reactions-api.port';

export interface LikeInput {
  readonly target: LikeTarget;
  readonly liked: boolean;
  readonly count: number;
  /** Who wrote the liked thing: the author id, or on the anonymous board the `mine` flag. */
  readonly owner: OwnedFacts;
}

interface LikeContext extends LikeInput {
  /** What to restore when an optimistic toggle fails. */
  readonly before: { readonly liked: boolean; readonly count: number } | null;
}

export type LikeEvent =
  | { type: 'like.toggle'; viewer: Viewer }
  /** Fresh server data (the query refreshed); ignored while a toggle is on its way. */
  | { type: 'like.sync'; liked: boolean; count: number };

export type LikeEmitted = { type: 'loginRequired' } | { type: 'failed'; text: string };

/** The server's message for liking one's own item or comment (spec section 5). */
const ownMessage = (target: LikeTarget): ServerMessage =>
  target.on === 'content' ? policyOf(target.ref.kind).ownLikeMessage : SERVER_MESSAGES.cannotLikeOwnComment;

const likeFailure = (target: LikeTarget, error: unknown): string =>
  badRequestMessage(error) === ownMessage(target)
    ? SERVER_MESSAGE_TEXT[ownMessage(target)]
    : failureText(error, REACTION_TEXT.likeFailed);

/**
 * A like button (spec section 4). An item's like flips at once (the domain's `toggleLike`) and rolls
 * back on failure; a comment like changes after the server agrees. While a toggle is pending, further
 * clicks are ignored.
 */
export const likeMachine = setup({
  types: {} as { context: LikeContext; events: LikeEvent; input: LikeInput; emitted: LikeEmitted },
  actors: {
    sendLike: placeholder<LikeResult, LikeTarget>('sendLike'),
  },
  guards: {
    isVisitor: (_, params: { viewer: Viewer }) => params.viewer === null,
    isOwn: ({ context }, params: { viewer: Viewer }) => !canLike(params.viewer, context.owner),
    isOptimistic: ({ context }) => context.target.on === 'content',
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
            guard: { type: 'isVisitor', params: ({ event }) => ({ viewer: event.viewer }) },
            actions: emit({ type: 'loginRequired' }),
          },
          {
            guard: { type: 'isOwn', params: ({ event }) => ({ viewer: event.viewer }) },
            actions: emit(
              ({ context }) =>
                ({ type: 'failed', text: SERVER_MESSAGE_TEXT[ownMessage(context.target)] }) as const,
            ),
          },
          {
            guard: 'isOptimistic',
            target: 'sending',
            actions: assign(({ context }) => ({
              before: { liked: context.liked, count: context.count },
              ...toggleLike({ liked: context.liked, count: context.count }),
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
        input: ({ context }) => context.target,
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
                ({ type: 'failed', text: likeFailure(context.target, event.error) }) as const,
            ),
          ],
        },
      },
    },
  },
});

export type LikeMachine = typeof likeMachine;
