import { createHmac, randomFillSync } from 'node:crypto';
import { join } from 'node:path';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ContentDeps } from '../../../application/content/content-deps';
import type { ViewCounter } from '../../../ports/views.port';
import { createNotifier } from '../../../application/notifications/notify';
import { inProcessBus } from '../../bus/in-process-bus';
import { keptEdges } from '../../db/kept-facts';
import { unitOfWork } from '../../db/unit-of-work';
import type { UnitOfWork } from '../../../ports/unit-of-work.port';
import { withKeptReads } from '../cache/kept-reads';
import { contentSanitizer } from '../../html/content-sanitizer';
import { localImageStore } from '../../storage/local-image-store';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { publicBaseUrl } from '../public-url';

/**
 * The read path of the content routes: viewer-free reads (list pages, popular blocks, details) kept
 * under the response cache's generations; the viewer's likes and follows kept where the database tells
 * of every change (db/kept-facts.ts). Writes go through transactions, which keep nothing.
 */
const readPath = (deps: AppDeps): UnitOfWork => {
  const uow = unitOfWork(deps.db);
  const facts = deps.changes
    ? { ...uow, read: { ...uow.read, edges: keptEdges(uow.read.edges, deps.changes) } }
    : uow;
  return deps.responseCache ? withKeptReads(facts, deps.responseCache, deps.clock) : facts;
};

/** One per app: every route module of the content core shares its kept reads. */
const built = new WeakMap<AppDeps, ContentDeps>();

/** What the content, comment and social routes hand their use cases. */
export const contentDeps = (deps: AppDeps): ContentDeps => {
  let made = built.get(deps);
  if (!made) {
    made = contentDepsOf(deps);
    built.set(deps, made);
  }
  return made;
};

const contentDepsOf = (deps: AppDeps): ContentDeps => ({
  uow: readPath(deps),
  sanitizer: contentSanitizer(
    deps.config.imageBaseUrl,
    localImageStore(join(deps.config.dataDir, 'images'), deps.config.imageBaseUrl),
  ),
  notifier: createNotifier({
    bus: deps.bus ?? inProcessBus(),
    clock: deps.clock,
    ...(deps.push ? { push: deps.push.queue } : {}),
  }),
  clock: deps.clock,
  views: viewsOf(deps),
});

/** The view counter createApp always provides. */
const viewsOf = (deps: AppDeps): ViewCounter => {
  if (!deps.views) throw new Error('createApp provides the view counter');
  return deps.views;
};

/** The visitor cookie: a random id, set on a visitor's first read of an item, that only view counting reads. */
export const VISITOR_COOKIE = 'kickoff_visitor';
/** 16 random bytes, base64url. Anything else in the cookie is ignored and replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
/** Requests whose answer sets a new visitor cookie. */
const cookieSet = new WeakSet<Context>();
/** Whether `viewerKeys` set the visitor cookie on this request's answer. */
export const setsCookie = (c: Context): boolean => cookieSet.has(c);

/** Viewer keys of addresses and returning cookies kept in memory (each a short string). */
const REMEMBERED_KEYS = 10_000;

/** Random visitor ids, 16 bytes each, cut from a buffer filled 256 at a time. */
const ids = Buffer.alloc(16 * 256);
let nextId = ids.length;
const newVisitorId = () => {
  if (nextId >= ids.length) {
    randomFillSync(ids);
    nextId = 0;
  }
  nextId += 16;
  return ids.subarray(nextId - 16, nextId).toString('base64url');
};

/** 400 days, the longest a browser keeps a cookie (RFC 6265bis); not renewed by later visits. */
const VISITOR_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/**
 * Who counts as one viewer for the 24-hour view window (`ViewCounter`): a signed-in reader is their
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
  const hmac = (kind: 'a' | 'c', value: string) =>
    `${kind}:${createHmac('sha256', secret).update(`${kind}\n${value}`).digest('base64url').slice(0, 32)}`;
  // Addresses and returning cookies come back request after request: their keys are remembered (in
  // memory only, a bounded number), so a reader's detail served from the response cache costs no HMAC.
  const remembered = new Map<string, string>();
  const digest = (kind: 'a' | 'c', value: string) => {
    const name = `${kind}\n${value}`;
    let key = remembered.get(name);
    if (key === undefined) {
      key = hmac(kind, value);
      if (remembered.size >= REMEMBERED_KEYS) remembered.delete(remembered.keys().next().value as string);
      remembered.set(name, key);
    }
    return key;
  };
  // Once per request: the response cache's check and the use case ask alike, and one cookie is set.
  const known = new WeakMap<Context<AppEnv>, string[]>();
  const keysOf = (c: Context<AppEnv>): string[] => {
    const actor = c.get('actor');
    if (actor) return [`u:${actor.id}`];
    const sent = getCookie(c, VISITOR_COOKIE);
    if (sent !== undefined && VISITOR_ID.test(sent))
      return [digest('a', c.get('clientIp')), digest('c', sent)];
    const visitor = newVisitorId();
    cookieSet.add(c);
    setCookie(c, VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      secure,
      sameSite: 'Lax',
      maxAge: VISITOR_COOKIE_MAX_AGE,
    });
    // A new cookie is not remembered: many are never sent back (clients that keep no cookies).
    return [digest('a', c.get('clientIp')), hmac('c', visitor)];
  };
  return (c: Context<AppEnv>): string[] => {
    let keys = known.get(c);
    if (keys === undefined) {
      keys = keysOf(c);
      known.set(c, keys);
    }
    return keys;
  };
};
