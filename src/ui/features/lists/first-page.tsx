import { type QueryFunction, type QueryKey, useQuery } from '@tanstack/react-query';
import type { ContentApi, ContentPageRequest } from '../../../application/content/content-api.port';
import { contentPageQuery } from '../../../application/content/content.queries';

/**
 * Starts a read as soon as a page's frame renders, so the request runs beside the download of the code
 * of the block that shows it, which then reads it from the query cache (issue 13: one round trip
 * less before the first screen). Failures stay silent here; the block's own query reports them.
 */
export const Prefetch = <T,>({ query }: { query: { queryKey: QueryKey; queryFn: QueryFunction<T> } }) => {
  useQuery({ ...query, meta: { silent: true } });
  return null;
};

/** Asks for the list page a page's address names as soon as the page's frame renders. */
export const FirstPage = <Card, Detail>({
  api,
  request,
}: {
  api: ContentApi<Card, Detail>;
  request: ContentPageRequest;
}) => <Prefetch query={contentPageQuery(api, request)} />;
