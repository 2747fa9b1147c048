import { lazy, useEffect } from 'react';
import { paths } from '../../../domain/paths';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { DetailPage } from '../../features/content/detail-page';
import { useServices } from '../../hooks/use-services';

// The route itself is eager (spec section 2); the article's view (with its reading-progress bar) loads
// in parallel with its data, behind DetailPage's skeleton: asked for when the page first renders, not
// once the data is there (issue 13: one round trip less before the article shows).
const loadView = () => import('./article-view');
const ArticleView = lazy(() => loadView().then((m) => ({ default: m.ArticleView })));

const TEXT = { loading: T.loading, notFound: T.notFound, notFoundDescription: T.notFoundDescription };

/** /article/:id: no top bar (spec section 2), a back link, the reading-progress bar and the article. */
export const ArticleDetailPage = () => {
  useEffect(() => {
    void loadView();
  }, []);
  return (
    <DetailPage api={useServices().articles.api} back={{ href: paths.home(), label: T.back }} text={TEXT}>
      {(article) => <ArticleView article={article} />}
    </DetailPage>
  );
};
