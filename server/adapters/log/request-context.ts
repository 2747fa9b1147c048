import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written while a request is handled carries (the logger's mixin reads it). */
export type RequestContext = { readonly reqId: string };

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** A sane incoming X-Request-Id (a proxy's or a client's): short, printable, no spaces or quotes. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the incoming one when it is sane, else a fresh UUID. */
export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && SANE_ID.test(incoming) ? incoming : randomUUID();

/** The fields the logger adds to each line: the request id while a request is being handled. */
export const requestLogFields = (): Record<string, string> => {
  const context = requestContext.getStore();
  return context ? { reqId: context.reqId } : {};
};
