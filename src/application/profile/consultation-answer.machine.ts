import { assign, emit, setup } from 'xstate';
import type { Consultation } from '../../contract/profile';
import { PROFILE_INPUT_TEXT } from '../../domain/text/profile';
import { PROFILE_PAGE_TEXT } from '../../domain/text/profile-page';
import { isApiError } from '../errors';
import { failureText } from '../failure-text';
import { placeholder } from '../placeholder';

const T = PROFILE_PAGE_TEXT.counsel;

export interface ConsultationAnswerInput {
  readonly consultationId: number;
}

interface ConsultationAnswerContext extends ConsultationAnswerInput {
  readonly answer: string;
}

export type ConsultationAnswerEvent =
  | { type: 'answer.change'; answer: string }
  | { type: 'answer.submit' }
  | { type: 'decline.ask' }
  | { type: 'decline.cancel' }
  | { type: 'decline.confirm' };

export type ConsultationAnswerEmitted =
  | { type: 'succeeded'; text: string }
  | { type: 'failed'; text: string };

/** The request was answered or declined meanwhile (another tab): nothing left to do here. */
const isClosed = (error: unknown) => isApiError(error) && error._tag === 'Conflict';

/**
 * The recipient's reply to one requested consultation: an answer written in a text box, or a decline
 * after a confirmation. While a reply is on its way nothing else can be sent (no double submit); a
 * blank answer is refused before any request; a failure keeps the text for another try, and a request
 * already closed elsewhere ends the flow with the server's reason. Lists refresh after either outcome.
 */
export const consultationAnswerMachine = setup({
  types: {} as {
    context: ConsultationAnswerContext;
    events: ConsultationAnswerEvent;
    input: ConsultationAnswerInput;
    emitted: ConsultationAnswerEmitted;
  },
  actors: {
    sendAnswer: placeholder<Consultation, { id: number; answer: string }>('sendAnswer'),
    sendDecline: placeholder<Consultation, { id: number }>('sendDecline'),
  },
  guards: {
    isBlank: ({ context }) => context.answer.trim() === '',
    isClosed: (_, params: { error: unknown }) => isClosed(params.error),
  },
  actions: {
    refresh: () => undefined,
  },
}).createMachine({
  id: 'consultationAnswer',
  context: ({ input }) => ({ ...input, answer: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'answer.change': { actions: assign(({ event }) => ({ answer: event.answer })) },
        'answer.submit': [
          {
            guard: 'isBlank',
            actions: emit({ type: 'failed', text: PROFILE_INPUT_TEXT.answerRequired }),
          },
          { target: 'answering' },
        ],
        'decline.ask': 'confirmingDecline',
      },
    },
    answering: {
      invoke: {
        src: 'sendAnswer',
        input: ({ context }) => ({ id: context.consultationId, answer: context.answer }),
        onDone: {
          target: 'done',
          actions: [emit({ type: 'succeeded', text: T.answered }), 'refresh'],
        },
        onError: [
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: [
              emit(
                ({ event }) => ({ type: 'failed', text: failureText(event.error, T.answerFailed) }) as const,
              ),
              'refresh',
            ],
          },
          {
            target: 'editing',
            actions: emit(
              ({ event }) => ({ type: 'failed', text: failureText(event.error, T.answerFailed) }) as const,
            ),
          },
        ],
      },
    },
    confirmingDecline: {
      on: { 'decline.cancel': 'editing', 'decline.confirm': 'declining' },
    },
    declining: {
      invoke: {
        src: 'sendDecline',
        input: ({ context }) => ({ id: context.consultationId }),
        onDone: {
          target: 'done',
          actions: [emit({ type: 'succeeded', text: T.declined }), 'refresh'],
        },
        onError: [
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: [
              emit(
                ({ event }) => ({ type: 'failed', text: failureText(event.error, T.declineFailed) }) as const,
              ),
              'refresh',
            ],
          },
          {
            target: 'editing',
            actions: emit(
              ({ event }) => ({ type: 'failed', text: failureText(event.error, T.declineFailed) }) as const,
            ),
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});

export type ConsultationAnswerMachine = typeof consultationAnswerMachine;
