import { fromEffect } from '../effect-actor';
import type { ConsultationApi, ConsultationRequest } from './consultation-api.port';
import { consultationMachine } from './consultation.machine';

/** The consultation machine with its request filled from the consultation port. */
export const provideConsultationMachine = (ports: {
  consultationApi: ConsultationApi;
  refresh: () => void;
}) =>
  consultationMachine.provide({
    actors: {
      sendConsultation: fromEffect((request: ConsultationRequest) => ports.consultationApi.request(request)),
    },
    actions: { refresh: ports.refresh },
  });
