import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { fastPathOf } from './cache/fast-path';
import type { AppEnv } from './env';
import { securityHeaders } from './security-headers';

/**
 * How long a connection closed with a body still arriving stays half-open: the client reads the answer
 * while what it still sends is dropped, then the connection goes whatever the client does.
 */
export const LINGER_MS = 2_000;

/**
 * A body this small that was left unread is drained by Node (it is all in flight already) and the
 * connection kept; a larger or chunked one closes the connection instead.
 */
export const DRAIN_MAX_BYTES = 64 * 1024;

const carriesBody = (req: IncomingMessage): boolean => {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
};

/** Whether the body is short enough to drain: a declared length within DRAIN_MAX_BYTES, and not chunked. */
const drainable = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length']) <= DRAIN_MAX_BYTES;

/**
 * Replaces the end Node gives a `Connection: close` answer (destroying the socket right after it, which
 * resets the connection while the client is still sending and can take the answer with it) by a
 * lingering close: the answer and a FIN go out, what still arrives is read and dropped, and the socket
 * closes when the client closes its side or after LINGER_MS.
 */
const lingerOnClose = (req: IncomingMessage): void => {
  const socket = req.socket;
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    // Whoever was reading the body gave up with the answer: drop the rest as it arrives.
    req.removeAllListeners('data');
    req.resume();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
};

/**
 * A request whose body has not all arrived when its answer starts (an error answered before the body
 * was read: 401, 404, 405, a declared size over the limit; or a body refused as it streamed) is answered
 * with `Connection: close`, so the client opens a new connection for its next request instead of
 * finding this one gone. A body that has all arrived, or a small one, is drained by Node (`_dump` after
 * the answer) and the connection kept.
 */
const closeIfBodyUnread = (req: IncomingMessage, res: ServerResponse): void => {
  const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !this.headersSent && !drainable(req)) {
      this.setHeader('Connection', 'close');
      lingerOnClose(req);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
};

/**
 * The Node request listener around the Hono app: fixed headers (security, and no-store for /api) are set
 * on the Node response first; headers a route sets itself take precedence (Node merges writeHead over
 * setHeader). Use this for every real server (main, e2e, bench, header tests).
 *
 * A fresh cached answer to an anonymous read is written before Hono, with the same headers and bytes
 * (cache/fast-path.ts); `fastPath: false` sends every request through Hono (tests compare the two).
 */
export const createListener = (
  app: Hono<AppEnv>,
  imageBaseUrl: string | undefined,
  options: { readonly fastPath?: boolean } = {},
) => {
  const fixed = securityHeaders(imageBaseUrl);
  // Unread bodies are this listener's business (closeIfBodyUnread): @hono/node-server's own clean-up would
  // drain for 500 ms and then drop a connection it had just answered as keep-alive.
  const handle = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  const fast = options.fastPath === false ? undefined : fastPathOf(app)?.listener(fixed);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (fast?.(req, res)) return;
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (req.url?.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    if (!req.complete && carriesBody(req)) closeIfBodyUnread(req, res);
    return handle(req, res);
  };
};
