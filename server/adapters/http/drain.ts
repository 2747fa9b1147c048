import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type Drain = {
  /** Requests whose response has not finished (an open notification stream counts until it ends). */
  readonly openRequests: () => number;
  /**
   * Stops accepting connections, marks every response not yet begun `Connection: close`, closes idle
   * keep-alive connections (now and whenever one falls idle), and resolves once every connection is
   * gone, or after `graceMs` with the connections still open cut (`forced` counts their requests).
   */
  readonly close: (graceMs: number) => Promise<{ forced: number }>;
};

const IDLE_POLL_MS = 100;

/**
 * Graceful close for a node:http server: call before it listens, so every request is counted. A
 * request that arrives on an open keep-alive connection while the server drains is still answered,
 * with `Connection: close`, so no client reuses a connection that is about to go away.
 */
export const trackRequests = (server: Server): Drain => {
  const open = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Before the app's listener, so the header is in place before anything is written.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (draining) closeAfter(res);
  });
  let closing: Promise<{ forced: number }> | undefined;
  return {
    openRequests: () => open.size,
    close: (graceMs) =>
      (closing ??= new Promise((resolve) => {
        draining = true;
        for (const res of open) closeAfter(res);
        let forced = 0;
        const poll = setInterval(() => server.closeIdleConnections(), IDLE_POLL_MS);
        const deadline = setTimeout(() => {
          forced = open.size;
          server.closeAllConnections();
        }, graceMs);
        server.close(() => {
          clearInterval(poll);
          clearTimeout(deadline);
          resolve({ forced });
        });
        server.closeIdleConnections();
      })),
  };
};
