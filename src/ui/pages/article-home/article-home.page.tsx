import { lazy, Suspense } from 'react';
import { showsPopularBlocks } from '../../../domain/content/list-query';
import { policyOf } from '../../../domain/content/policy';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { contentQueryOf, useListState } from '../../hooks/use-list-state';
import { PageFrame } from '../page-frame';
import { HomeControls } from './home-controls';
import { ListSkeleton } from '../../components';
import { EditorsSkeleton } from '../../features/articles/editors-skeleton';
import { WriteButton } from '../../features/content/write-button';
import { FirstPage, Prefetch } from '../../features/lists/first-page';
import { popularEditorsQuery } from '../../../application/articles/article.queries';
import { popularQuery } from '../../../application/content/content.queries';
import { PopularBlockSkeleton } from '../../features/lists/popular-block-skeleton';
import { useServices } from '../../hooks/use-services';

// The list's code (cards, its machine) loads beside its first page, which the articles port starts
// fetching code for at once; the skeletons keep the room of the blocks and of ten cards meanwhile, so
// nothing moves when they fill (issue 13).
const ArticleList = lazy(() => import('./article-list').then((m) => ({ default: m.ArticleList })));
const HomeBlocks = lazy(() => import('./home-blocks').then((m) => ({ default: m.HomeBlocks })));
// The banner (and its rotation machine) comes in its own chunk too, into a box of its fixed size.
const PromoBanner = lazy(() => import('../promo-banner').then((m) => ({ default: m.PromoBanner })));
// The size of promo-banner.tsx's Root: 120 px high, space.xxxl under it.
const PROMO_BANNER_ROOM = { height: 120, marginBottom: 32 };

const ARTICLE = policyOf('article');

/** / and /article: the blocks of spec section 2, then the searchable, filterable infinite list. */
export const ArticleHomePage = () => {
  const home = useListState(ARTICLE);
  // The popular block and the editors carousel show only with no search and tag ALL.
  const front = showsPopularBlocks(home.state);
  const query = contentQueryOf(home.state);
  const { api, editorsApi } = useServices().articles;
  return (
    <PageFrame title={T.homeTitle} aside={<WriteButton kind="article" />}>
      {front ? (
        <>
          <Prefetch query={popularQuery(api)} />
          <Prefetch query={popularEditorsQuery(editorsApi)} />
          <Suspense fallback={<div style={PROMO_BANNER_ROOM} />}>
            <PromoBanner />
          </Suspense>
          <Suspense
            fallback={
              <>
                <PopularBlockSkeleton />
                <EditorsSkeleton />
              </>
            }
          >
            <HomeBlocks />
          </Suspense>
        </>
      ) : null}
      <HomeControls home={home} />
      <FirstPage api={api} request={{ query, page: 1, cursor: null }} />
      <Suspense fallback={<ListSkeleton rows={10} rowHeight={150} testId="article-skeleton" />}>
        <ArticleList query={query} />
      </Suspense>
    </PageFrame>
  );
};
