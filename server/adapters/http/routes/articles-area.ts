import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ArticleWriteDeps } from '../../../application/articles/article-write.use-case';
import { articleReader } from '../../db/articles.repository';
import { articleWriter } from '../../db/articles-write.repository';
import { contentSanitizer } from '../../html/content-sanitizer';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { notifierOf } from './notifier';

/** Shared by the article-area route modules (articles, comments, social, images). */
export const articleDeps = (deps: AppDeps): ArticleWriteDeps => ({
  reader: articleReader(deps.db),
  writer: articleWriter(deps.db),
  sanitizer: contentSanitizer(deps.config.imageBaseUrl),
  notifier: notifierOf(deps),
});

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/**
 * Who counts as one viewer for the 24-hour view window: the user id, or for visitors a hash of the
 * client address and the browser string. Only the hash is stored. X-Forwarded-For is read only when
 * TRUST_PROXY says a proxy sets it; otherwise any visitor could inflate views by varying the header.
 */
export const viewerKey = (c: Context<AppEnv>, trustProxy: boolean): string => {
  const actor = c.get('actor');
  if (actor) return `u:${actor.id}`;
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const address = forwarded || (c.env as NodeBindings)?.incoming?.socket?.remoteAddress || '';
  const agent = c.req.header('user-agent') ?? '';
  return `a:${createHash('sha256').update(`${address}\n${agent}`).digest('base64url').slice(0, 32)}`;
};
