import { fromEffect } from '../effect-actor';
import type { ConsultationRequest } from './consultation-api.port';
import { consultationMachine } from './machines/consultation.machine';
import { type ArticleServices, refreshAllQueries } from './provide-articles';

/** The consultation machine with its request filled from the consultation port. */
export const provideConsultationMachine = (articles: ArticleServices) =>
  consultationMachine.provide({
    actors: {
      sendConsultation: fromEffect((request: ConsultationRequest) =>
        articles.consultationApi.request(request),
      ),
    },
    actions: { refresh: refreshAllQueries(articles) },
  });
