import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { detailQuery } from '../../../application/content/content.queries';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { ChevronLeftIcon, EmptyState, Spinner } from '../../components';
import { useServices } from '../../hooks/use-services';
import { paths } from '../../../domain/paths';
import { Back, Page } from '../../features/content/detail.styles';
import { ReadingProgress } from './reading-progress';

// The route itself is eager (spec section 2); the article's view loads in parallel with its data.
const ArticleView = lazy(() => import('./article-view').then((m) => ({ default: m.ArticleView })));

const Loading = () => (
  <p role="status">
    <Spinner size={20} label={T.loading} />
  </p>
);

/** /article/:id: no top bar (spec section 2), a back link, the reading-progress bar and the article. */
export const ArticleDetailPage = () => {
  const { id: raw } = useParams<{ id: string }>();
  const id = /^[1-9][0-9]{0,9}$/.test(raw ?? '') ? Number(raw) : null;
  const { api } = useServices().articles;
  const { data, isPending, isError } = useQuery({
    ...detailQuery(api, id ?? 0),
    enabled: id !== null,
    // A missing article is an answer, not a hiccup: no retry, no alert.
    retry: false,
    meta: { silent: true },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` is the trigger: a new article starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  useEffect(() => {
    if (data) document.title = `${data.title} | ${T.homeTitle}`;
  }, [data]);
  return (
    <Page>
      <ReadingProgress />
      <Link href={paths.home()} asChild>
        <Back>
          <ChevronLeftIcon size={16} aria-hidden="true" />
          {T.back}
        </Back>
      </Link>
      {id === null || isError ? (
        <EmptyState as="h1" title={T.notFound} description={T.notFoundDescription} />
      ) : isPending ? (
        <Loading />
      ) : (
        <Suspense fallback={<Loading />}>
          <ArticleView key={data.id} article={data} />
        </Suspense>
      )}
    </Page>
  );
};
