import { lazy, Suspense } from 'react';
import { showsPopularBlocks } from '../../../domain/content/list-query';
import { policyOf } from '../../../domain/content/policy';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { contentQueryOf, useListState } from '../../hooks/use-list-state';
import { PageFrame } from '../page-frame';
import { PromoBanner } from '../promo-banner';
import { ArticleList } from './article-list';
import { HomeControls } from './home-controls';
import { WriteButton } from '../../features/content/write-button';

const HomeBlocks = lazy(() => import('./home-blocks').then((m) => ({ default: m.HomeBlocks })));

const ARTICLE = policyOf('article');

/** / and /article: the blocks of spec section 2, then the searchable, filterable infinite list. */
export const ArticleHomePage = () => {
  const home = useListState(ARTICLE);
  // The popular block and the editors carousel show only with no search and tag ALL.
  const front = showsPopularBlocks(home.state);
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
      <ArticleList query={contentQueryOf(home.state)} />
      <WriteButton kind="article" />
    </PageFrame>
  );
};
