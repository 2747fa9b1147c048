import { lazy, Suspense } from 'react';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { PageFrame } from '../page-frame';
import { PromoBanner } from '../promo-banner';
import { ArticleList } from './article-list';
import { HomeControls } from './home-controls';
import { listParams, useHomeParams } from './use-home-params';
import { WriteButton } from './write-button';

const HomeBlocks = lazy(() =>
  import('../../features/articles/home-blocks').then((m) => ({ default: m.HomeBlocks })),
);

/** / and /article: the blocks of spec section 2, then the searchable, filterable infinite list. */
export const ArticleHomePage = () => {
  const home = useHomeParams();
  const { tag, keyword } = home.params;
  // The popular block and the editors carousel show only with no search and tag ALL.
  const front = keyword === '' && tag === 'ALL';
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
      <ArticleList params={listParams(home.params)} />
      <WriteButton />
    </PageFrame>
  );
};
