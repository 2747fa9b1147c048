import { fromEffect } from '../effect-actor';
import type { ProfileApi } from './profile-api.port';
import { consultationAnswerMachine } from './consultation-answer.machine';

/** The consultation answer machine with its replies sent through the profile port. */
export const provideConsultationAnswerMachine = (ports: { profileApi: ProfileApi; refresh: () => void }) =>
  consultationAnswerMachine.provide({
    actors: {
      sendAnswer: fromEffect(({ id, answer }: { id: number; answer: string }) =>
        ports.profileApi.answerConsultation(id, answer),
      ),
      sendDecline: fromEffect(({ id }: { id: number }) => ports.profileApi.declineConsultation(id)),
    },
    actions: { refresh: ports.refresh },
  });

export type ProvidedConsultationAnswerMachine = ReturnType<typeof provideConsultationAnswerMachine>;
