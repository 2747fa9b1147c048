import { Effect } from 'effect';
import type { BlockRequest } from '../../contract/blocks';
import { queryKeys } from '../query-keys';
import type { BlocksApi } from './blocks-api.port';

/** The viewer's blocks, a page at a time (account settings). */
export const myBlocksQuery = (api: BlocksApi, page: number, size = 20) => ({
  queryKey: queryKeys.myBlocks(page, size),
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.mine(page, size), { signal }),
});

/** Blocking a member (the confirm dialog's 차단). */
export const blockMutation = (api: BlocksApi) => ({
  mutationFn: (request: BlockRequest) => Effect.runPromise(api.block(request)),
});

/** Undoing one block (the settings list's 차단 해제). */
export const unblockMutation = (api: BlocksApi) => ({
  mutationFn: (id: number) => Effect.runPromise(api.unblock(id)),
});

/**
 * Reading one collapsed post or comment once ("이번만 보기"): asked on the click (`enabled`), forgotten as
 * soon as nothing shows it (gcTime 0), and not a mutation, so it refreshes nothing else.
 */
export const revealQuery = (api: BlocksApi, request: BlockRequest, enabled: boolean) => ({
  queryKey: queryKeys.blockReveal(request.sourceKind, request.sourceId),
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.reveal(request), { signal }),
  enabled,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});
