import { lazy, Suspense } from 'react';
import type { ArticleDetail } from '../../../contract/articles';
import { paths } from '../../../domain/paths';
import { useServices } from '../../hooks/use-services';
import { ContentBody } from '../content-body';
import { ReadingProgress } from './reading-progress';

const BelowArticle = lazy(() => import('./below-article').then((m) => ({ default: m.BelowArticle })));

/** Everything of spec section 2 "Article detail" for a loaded article. */
export const ArticleView = ({ article }: { article: ArticleDetail }) => {
  const { api } = useServices().articles;
  return (
    <>
      <ReadingProgress />
      <ContentBody
        kind="article"
        item={article}
        api={api}
        afterDelete={paths.home()}
        owner="buttons"
        testId="article-reactions"
        shareTip
      />
      {/* Room for what follows while its code loads, so the footer does not show and then move. */}
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <BelowArticle article={article} />
      </Suspense>
    </>
  );
};
