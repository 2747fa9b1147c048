import { MutationCache, QueryCache, QueryClient } from '@tanstack/query-core';
import { GENERIC_ERROR_TEXT } from '../domain/text/errors';
import { type ApiError, isApiError } from './errors';
import type { Alerter } from './ports/alerter.port';

/**
 * Spec section 7: queries are fresh for 60 s. Their one retry is the HTTP client's (adapters/http/
 * http-client.ts: transient failures of a GET, after a pause), so the cache does not retry on top of it.
 */
export const QUERY_STALE_TIME_MS = 60_000;

/** Queries that handle their own failure (e.g. the news feed: console only) set `meta: { silent: true }`. */
interface QueryMeta {
  readonly silent?: boolean;
}

/** A failure that came with an HTTP response other than 200 (not a dropped connection or a bad shape). */
const hadErrorResponse = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error._tag !== 'Timeout' &&
  error._tag !== 'Decode' &&
  !(error._tag === 'Network' && error.status === null);

/**
 * The alert text of a failed query (spec section 8), always Korean: the server's reason or its
 * message's Korean text, else the generic Korean error. An English message we have no text for (a
 * proxy's 'Bad Gateway', a framework's 'Internal Server Error') never reaches the reader as it is.
 */
export const queryFailureText = (error: ApiError): string =>
  /[\uac00-\ud7a3]/.test(error.text) ? error.text : GENERIC_ERROR_TEXT;

/**
 * The one QueryClient of the app (spec section 7): stale 60 s, no retry of its own, every cached query
 * refreshed after any successful mutation, and a browser alert in Korean when a query gets a non-200
 * answer.
 */
export const createQueryClient = (alerter: Alerter): QueryClient => {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      const meta = query.meta as QueryMeta | undefined;
      if (meta?.silent || !hadErrorResponse(error)) return;
      alerter.alert(queryFailureText(error));
    },
  });
  const mutationCache = new MutationCache({
    onSuccess: () => client.invalidateQueries(),
  });
  const client: QueryClient = new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 0, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  return client;
};

/** Spec section 7: after any successful write every cached query refreshes (machines call this). */
export const refreshAll = (client: QueryClient) => (): void => {
  void client.invalidateQueries();
};
