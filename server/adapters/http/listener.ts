import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './env';
import { securityHeaders } from './security-headers';

/**
 * The Node request listener around the Hono app: fixed headers (security, and no-store for /api) are set
 * on the Node response first; headers a route sets itself take precedence (Node merges writeHead over
 * setHeader). Use this for every real server (main, e2e, bench, header tests).
 */
export const createListener = (app: Hono<AppEnv>, imageBaseUrl: string | undefined) => {
  const fixed = securityHeaders(imageBaseUrl);
  const handle = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (req.url?.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    return handle(req, res);
  };
};
