import { lazy, Suspense } from 'react';
import { showsPopularBlocks } from '../../../domain/content/list-query';
import { policyOf } from '../../../domain/content/policy';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { contentQueryOf, useListState } from '../../hooks/use-list-state';
import { PageFrame } from '../page-frame';
import { PromoBanner } from '../promo-banner';
import { HomeControls } from './home-controls';
import { ListSkeleton } from '../../components';
import { WriteButton } from '../../features/content/write-button';
import { FirstPage } from '../../features/lists/first-page';
import { useServices } from '../../hooks/use-services';

// The list's code (cards, its machine) loads beside its first page, which the articles port starts
// fetching code for at once; the skeleton keeps the room of ten cards meanwhile.
const ArticleList = lazy(() => import('./article-list').then((m) => ({ default: m.ArticleList })));
const HomeBlocks = lazy(() => import('./home-blocks').then((m) => ({ default: m.HomeBlocks })));

const ARTICLE = policyOf('article');

/** / and /article: the blocks of spec section 2, then the searchable, filterable infinite list. */
export const ArticleHomePage = () => {
  const home = useListState(ARTICLE);
  // The popular block and the editors carousel show only with no search and tag ALL.
  const front = showsPopularBlocks(home.state);
  const query = contentQueryOf(home.state);
  const { api } = useServices().articles;
  return (
    <PageFrame title={T.homeTitle}>
      {front ? (
        <>
          <PromoBanner />
          <Suspense fallback={null}>
            <HomeBlocks />
          </Suspense>
        </>
      ) : null}
      <HomeControls home={home} />
      <FirstPage api={api} request={{ query, page: 1, cursor: null }} />
      <Suspense fallback={<ListSkeleton rows={10} rowHeight={150} testId="article-skeleton" />}>
        <ArticleList query={query} />
      </Suspense>
      <WriteButton kind="article" />
    </PageFrame>
  );
};
