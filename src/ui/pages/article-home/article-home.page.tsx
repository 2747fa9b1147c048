import { EditorsCarousel } from '../../features/articles/editors-carousel';
import { PopularBlock } from '../../features/articles/popular-block';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { PageFrame } from '../page-frame';
import { PromoBanner } from '../promo-banner';
import { ArticleList } from './article-list';
import { HomeControls } from './home-controls';
import { listParams, useHomeParams } from './use-home-params';
import { WriteButton } from './write-button';

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
          <PopularBlock />
          <EditorsCarousel />
        </>
      ) : null}
      <HomeControls home={home} />
      <ArticleList params={listParams(home.params)} />
      <WriteButton />
    </PageFrame>
  );
};
