import { assign, emit, setup } from 'xstate';
import { CONSULTATION_TYPES, type ConsultationType } from '../../domain/catalog';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { ARTICLE_TEXT } from '../../domain/text/articles';
import { SERVER_MESSAGE_TEXT } from '../../domain/text/errors';
import { badRequestMessage, failureText } from '../failure-text';
import { placeholder } from '../placeholder';
import type { ConsultationRequest } from './consultation-api.port';

/** Spec section 5: the server's exact answer to a second request on the same day. */
export const DAILY_LIMIT_MESSAGE = SERVER_MESSAGES.consultationDaily;

const FIRST_TYPE: ConsultationType = CONSULTATION_TYPES[0];

export interface ConsultationInput {
  readonly recipientId: number;
}

interface ConsultationContext extends ConsultationInput {
  readonly consultationType: ConsultationType;
  readonly message: string;
}

export type ConsultationEvent =
  | { type: 'consultation.open'; viewerId: number | null }
  | { type: 'consultation.close' }
  | { type: 'consultation.type'; consultationType: ConsultationType }
  | { type: 'consultation.message'; message: string }
  | { type: 'consultation.submit' };

export type ConsultationEmitted =
  | { type: 'loginRequired' }
  | { type: 'sent'; text: string }
  | { type: 'dailyLimit'; text: string }
  | { type: 'failed'; text: string };

/**
 * The consultation request modal (spec sections 2 and 5): login required, the type defaults to the
 * first option, one submission at a time; the daily-limit answer closes the modal with a warning.
 */
export const consultationMachine = setup({
  types: {} as {
    context: ConsultationContext;
    events: ConsultationEvent;
    input: ConsultationInput;
    emitted: ConsultationEmitted;
  },
  actors: {
    sendConsultation: placeholder<void, ConsultationRequest>('sendConsultation'),
  },
  guards: {
    isVisitor: (_, params: { viewerId: number | null }) => params.viewerId === null,
    isSelf: ({ context }, params: { viewerId: number | null }) => params.viewerId === context.recipientId,
    isDailyLimit: (_, params: { error: unknown }) => badRequestMessage(params.error) === DAILY_LIMIT_MESSAGE,
  },
  actions: {
    refresh: () => undefined,
  },
}).createMachine({
  id: 'consultation',
  context: ({ input }) => ({ ...input, consultationType: FIRST_TYPE, message: '' }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'consultation.open': [
          {
            guard: { type: 'isVisitor', params: ({ event }) => ({ viewerId: event.viewerId }) },
            actions: emit({ type: 'loginRequired' }),
          },
          { guard: { type: 'isSelf', params: ({ event }) => ({ viewerId: event.viewerId }) } },
          { target: 'open', actions: assign({ consultationType: FIRST_TYPE, message: '' }) },
        ],
      },
    },
    open: {
      on: {
        'consultation.close': 'closed',
        'consultation.type': {
          actions: assign(({ event }) => ({ consultationType: event.consultationType })),
        },
        'consultation.message': { actions: assign(({ event }) => ({ message: event.message })) },
        'consultation.submit': 'submitting',
      },
    },
    submitting: {
      invoke: {
        src: 'sendConsultation',
        input: ({ context }) => ({
          recipientId: context.recipientId,
          consultationType: context.consultationType,
          message: context.message,
        }),
        onDone: {
          target: 'closed',
          actions: [emit({ type: 'sent', text: ARTICLE_TEXT.consultationSent }), 'refresh'],
        },
        onError: [
          {
            guard: { type: 'isDailyLimit', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: emit({ type: 'dailyLimit', text: SERVER_MESSAGE_TEXT[DAILY_LIMIT_MESSAGE] }),
          },
          {
            target: 'open',
            actions: emit(
              ({ event }) =>
                ({
                  type: 'failed',
                  text: failureText(event.error, ARTICLE_TEXT.consultationFailed),
                }) as const,
            ),
          },
        ],
      },
    },
  },
});

export type ConsultationMachine = typeof consultationMachine;
