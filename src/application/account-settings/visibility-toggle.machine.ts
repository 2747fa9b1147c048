import { assign, emit, setup } from 'xstate';
import type { VisibilityList } from '../../domain/profile';
import { VISIBILITY_TEXT } from '../../domain/text/account-settings';
import { failureText } from '../failure-text';
import { placeholder } from '../placeholder';

export interface VisibilityToggleInput {
  readonly list: VisibilityList;
  readonly visible: boolean;
}

interface VisibilityToggleContext extends VisibilityToggleInput {
  /** The setting before an optimistic flip, restored when the server refuses it. */
  readonly before: boolean | null;
}

export type VisibilityToggleEvent =
  | { type: 'visibility.toggle' }
  /** Fresh data from the server (the own profile reloaded); ignored while a change is on its way. */
  | { type: 'visibility.sync'; visible: boolean };

export type VisibilityToggleEmitted = { type: 'failed'; text: string };

/**
 * One of the five visibility switches of /users/edit. A switch saves at once (its own PATCH, no
 * "save" button): it flips immediately, takes the server's answer, and flips back with a Korean
 * reason if the server refuses. While a change is on its way, further clicks are ignored.
 */
export const visibilityToggleMachine = setup({
  types: {} as {
    context: VisibilityToggleContext;
    events: VisibilityToggleEvent;
    input: VisibilityToggleInput;
    emitted: VisibilityToggleEmitted;
  },
  actors: {
    setVisibility: placeholder<boolean, VisibilityToggleInput>('setVisibility'),
  },
}).createMachine({
  id: 'visibilityToggle',
  context: ({ input }) => ({ ...input, before: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'visibility.toggle': {
          target: 'saving',
          actions: assign(({ context }) => ({ before: context.visible, visible: !context.visible })),
        },
        'visibility.sync': { actions: assign({ visible: ({ event }) => event.visible }) },
      },
    },
    saving: {
      invoke: {
        src: 'setVisibility',
        input: ({ context }) => ({ list: context.list, visible: context.visible }),
        onDone: { target: 'idle', actions: assign({ visible: ({ event }) => event.output, before: null }) },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ visible: context.before ?? context.visible, before: null })),
            emit(({ event }) => ({
              type: 'failed' as const,
              text: failureText(event.error, VISIBILITY_TEXT.failed),
            })),
          ],
        },
      },
    },
  },
});

export type VisibilityToggleMachine = typeof visibilityToggleMachine;
