import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { clientAddress } from '../rate-limit';
import { setsCookie, viewerKeys } from '../routes/content-area';

/**
 * The view-counting keys of an anonymous visitor straight from the Node request, for the listener's
 * fast path: the very functions the detail route uses (`viewerKeys` of routes/content-area.ts, the
 * address of `clientAddress`), handed the few context members they read, so the two paths cannot
 * disagree on who a visitor is. Undefined when the answer would have to set a new visitor cookie (no
 * valid cookie sent), or the Cookie header is repeated (Node and the Fetch headers Hono reads join
 * repeated headers differently): Hono answers those.
 */
export const visitorKeysOf = (deps: AppDeps) => {
  const keysOf = viewerKeys(deps);
  const trustProxy = deps.config.trustProxy;
  return (req: IncomingMessage): readonly string[] | undefined => {
    if (req.headers.cookie === undefined || repeatsCookie(req.rawHeaders)) return undefined;
    // A context of its own per request: viewerKeys remembers each context's keys.
    const c = new VisitorContext(req, trustProxy) as unknown as Context<AppEnv>;
    const keys = keysOf(c);
    return setsCookie(c) ? undefined : keys;
  };
};

/**
 * The request members Hono's `c.req` offers that viewerKeys and clientAddress read: `header(name)` and
 * `raw.headers.get(name)`, both from the Node request's headers (repeated ones joined as Fetch does).
 * Methods on a class, so a request costs one object and no closures.
 */
class IncomingHeaders {
  constructor(private readonly incoming: IncomingMessage) {}
  header(name: string): string | undefined {
    const value = this.incoming.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  get(name: string): string | null {
    return this.header(name) ?? null;
  }
  get raw(): { readonly headers: IncomingHeaders } {
    return this;
  }
  get headers(): IncomingHeaders {
    return this;
  }
}

/** The context members viewerKeys reads for a visitor: no actor, the client address, the headers. */
class VisitorContext {
  readonly req: IncomingHeaders;
  readonly env: { readonly incoming: IncomingMessage };
  private readonly clientIp: string;
  constructor(incoming: IncomingMessage, trustProxy: boolean) {
    this.req = new IncomingHeaders(incoming);
    this.env = { incoming };
    this.clientIp = clientAddress(this as unknown as Context, trustProxy);
  }
  get(name: string): unknown {
    if (name === 'clientIp') return this.clientIp;
    return name === 'actor' ? null : undefined;
  }
  /** Where a new visitor cookie would be set: setsCookie sees it, and Hono answers instead. */
  header(): void {}
}

const repeatsCookie = (raw: readonly string[]) => {
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) if ((raw[i] as string).toLowerCase() === 'cookie') seen++;
  return seen > 1;
};
