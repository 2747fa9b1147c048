import type { InvalidationChannel } from '../../../ports/invalidation.port';
import type { ResponseCache } from './response-cache';

/** The cache and the channel writes announce on, handed to every route through the request context. */
export type ResponseFacts = { readonly cache: ResponseCache; readonly channel: InvalidationChannel };
