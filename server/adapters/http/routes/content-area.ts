import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ContentDeps } from '../../../application/content/content-deps';
import { createNotifier } from '../../../application/notifications/notify';
import { inProcessBus } from '../../bus/in-process-bus';
import { unitOfWork } from '../../db/unit-of-work';
import { contentSanitizer } from '../../html/content-sanitizer';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { publicBaseUrl } from '../public-url';

/** What the content, comment and social routes hand their use cases. */
export const contentDeps = (deps: AppDeps): ContentDeps => ({
  uow: unitOfWork(deps.db),
  sanitizer: contentSanitizer(deps.config.imageBaseUrl),
  notifier: createNotifier({ bus: deps.bus ?? inProcessBus(), clock: deps.clock }),
  clock: deps.clock,
});

/** The visitor cookie: a random id, set on a visitor's first read of an item, that only view counting reads. */
export const VISITOR_COOKIE = 'kickoff_visitor';
/** 16 random bytes, base64url. Anything else in the cookie is ignored and replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
/** 400 days, the longest a browser keeps a cookie (RFC 6265bis); not renewed by later visits. */
const VISITOR_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/**
 * Who counts as one viewer for the 24-hour view window (`countView`): a signed-in reader is their
 * user id. A visitor is two keys, their address (the socket's peer, or the first X-Forwarded-For hop
 * with TRUST_PROXY: `clientIp`, the same address the abuse limits use) and the visitor cookie, and a
 * view counts only when neither was seen on the item within 24 hours. So a new User-Agent string
 * (no longer part of any key) counts nothing, clearing the cookie counts nothing while the address is
 * known, and the cookie keeps a phone that changes networks one visitor. The price: people sharing
 * one address (a school, a carrier's NAT) count as one visitor per day; an undercount, never an
 * inflation. Keys are HMACs under a key derived from the server secret: neither the address nor the
 * cookie is stored, and the cookie is never logged (the request log records method, path and status).
 */
export const viewerKeys = (deps: AppDeps) => {
  const secret = deps.jwt.deriveKey('viewer-keys');
  const secure = publicBaseUrl(deps.config).startsWith('https:');
  const digest = (kind: 'a' | 'c', value: string) =>
    `${kind}:${createHmac('sha256', secret).update(`${kind}\n${value}`).digest('base64url').slice(0, 32)}`;
  return (c: Context<AppEnv>): string[] => {
    const actor = c.get('actor');
    if (actor) return [`u:${actor.id}`];
    let visitor = getCookie(c, VISITOR_COOKIE);
    if (visitor === undefined || !VISITOR_ID.test(visitor)) {
      visitor = randomBytes(16).toString('base64url');
      setCookie(c, VISITOR_COOKIE, visitor, {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        maxAge: VISITOR_COOKIE_MAX_AGE,
      });
    }
    return [digest('a', c.get('clientIp')), digest('c', visitor)];
  };
};
