import { lazy, Suspense } from 'react';
import { paths } from '../../../domain/paths';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { DetailLoading, DetailPage } from '../../features/content/detail-page';
import { useServices } from '../../hooks/use-services';
import { ReadingProgress } from './reading-progress';

// The route itself is eager (spec section 2); the article's view loads in parallel with its data.
const ArticleView = lazy(() => import('./article-view').then((m) => ({ default: m.ArticleView })));

const TEXT = { loading: T.loading, notFound: T.notFound, notFoundDescription: T.notFoundDescription };

/** /article/:id: no top bar (spec section 2), a back link, the reading-progress bar and the article. */
export const ArticleDetailPage = () => (
  <DetailPage
    api={useServices().articles.api}
    back={{ href: paths.home(), label: T.back }}
    text={TEXT}
    before={<ReadingProgress />}
  >
    {(article) => (
      <Suspense fallback={<DetailLoading label={T.loading} />}>
        <ArticleView article={article} />
      </Suspense>
    )}
  </DetailPage>
);
