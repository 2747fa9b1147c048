import { Effect } from 'effect';
import { queryKeys } from '../query-keys';
import type { EditorCard, EditorsApi } from './editors-api.port';

export const popularEditorsQuery = (api: EditorsApi) => ({
  queryKey: queryKeys.popularEditors(),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<readonly EditorCard[]> =>
    Effect.runPromise(api.popularEditors(), { signal }),
});
