import { lazy, Suspense } from 'react';
import type { ArticleDetail } from '../../../contract/articles';
import { paths } from '../../../domain/paths';
import { useServices } from '../../hooks/use-services';
import { ContentBody } from '../content-body';

const BelowArticle = lazy(() => import('./below-article').then((m) => ({ default: m.BelowArticle })));

/** Everything of spec section 2 "Article detail" for a loaded article. */
export const ArticleView = ({ article }: { article: ArticleDetail }) => {
  const { api } = useServices().articles;
  return (
    <>
      <ContentBody
        kind="article"
        item={article}
        api={api}
        afterDelete={paths.home()}
        owner="buttons"
        testId="article-reactions"
        shareTip
      />
      <Suspense fallback={null}>
        <BelowArticle article={article} />
      </Suspense>
    </>
  );
};
