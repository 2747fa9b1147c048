import { assign, emit, setup } from 'xstate';
import { canFollow } from '../../domain/content/permissions';
import { REACTION_TEXT } from '../../domain/text/reactions';
import { failureText } from '../failure-text';
import { placeholder } from '../placeholder';
import type { FollowResult } from './reactions-api.port';

export interface FollowInput {
  readonly targetId: number;
  readonly following: boolean;
}

export type FollowEvent =
  | { type: 'follow.toggle'; viewerId: number | null }
  /** Fresh server data; ignored while a toggle is on its way. */
  | { type: 'follow.sync'; following: boolean };

export type FollowEmitted = { type: 'loginRequired' } | { type: 'failed'; text: string };

/**
 * A follow button (spec section 4): the flag flips when the server answers, not before. Visitors get
 * the login prompt; one cannot follow oneself; a pending toggle blocks another.
 */
export const followMachine = setup({
  types: {} as { context: FollowInput; events: FollowEvent; input: FollowInput; emitted: FollowEmitted },
  actors: {
    sendFollow: placeholder<FollowResult, { targetId: number }>('sendFollow'),
  },
  guards: {
    isVisitor: (_, params: { viewerId: number | null }) => params.viewerId === null,
    isSelf: ({ context }, params: { viewerId: number | null }) =>
      !canFollow(params.viewerId, context.targetId),
  },
  actions: {
    refresh: () => undefined,
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'follow.toggle': [
          {
            guard: { type: 'isVisitor', params: ({ event }) => ({ viewerId: event.viewerId }) },
            actions: emit({ type: 'loginRequired' }),
          },
          { guard: { type: 'isSelf', params: ({ event }) => ({ viewerId: event.viewerId }) } },
          { target: 'sending' },
        ],
        'follow.sync': { actions: assign(({ event }) => ({ following: event.following })) },
      },
    },
    sending: {
      invoke: {
        src: 'sendFollow',
        input: ({ context }) => ({ targetId: context.targetId }),
        onDone: {
          target: 'idle',
          actions: [assign(({ event }) => ({ following: event.output.following })), 'refresh'],
        },
        onError: {
          target: 'idle',
          actions: emit(
            ({ event }) =>
              ({ type: 'failed', text: failureText(event.error, REACTION_TEXT.followFailed) }) as const,
          ),
        },
      },
    },
  },
});

export type FollowMachine = typeof followMachine;
