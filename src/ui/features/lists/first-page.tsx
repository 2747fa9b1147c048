import { useQuery } from '@tanstack/react-query';
import type { ContentApi, ContentPageRequest } from '../../../application/content/content-api.port';
import { contentPageQuery } from '../../../application/content/content.queries';

/**
 * Asks for the list page a page's address names as soon as the page's frame renders, so the request
 * runs beside the download of the list's own code, which then reads it from the query cache.
 */
export const FirstPage = <Card, Detail>({
  api,
  request,
}: {
  api: ContentApi<Card, Detail>;
  request: ContentPageRequest;
}) => {
  useQuery({ ...contentPageQuery(api, request), meta: { silent: true } });
  return null;
};
