import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentDeps } from '../../../application/content/content-deps';
import { createNotifier } from '../../../application/notifications/notify';
import { inProcessBus } from '../../bus/in-process-bus';
import { unitOfWork } from '../../db/unit-of-work';
import { contentSanitizer } from '../../html/content-sanitizer';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';

/** What the content, comment and social routes hand their use cases. */
export const contentDeps = (deps: AppDeps): ContentDeps => ({
  uow: unitOfWork(deps.db),
  sanitizer: contentSanitizer(deps.config.imageBaseUrl),
  notifier: createNotifier({ bus: deps.bus ?? inProcessBus(), clock: deps.clock }),
  clock: deps.clock,
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
