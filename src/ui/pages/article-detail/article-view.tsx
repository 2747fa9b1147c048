import { lazy, Suspense } from 'react';
import type { ArticleDetail } from '../../../contract/articles';
import { paths } from '../../../domain/paths';
import { scrollToComments } from '../../features/comments/comments-anchor';
import { ContentHead } from '../../features/content/content-head';
import { HtmlBody } from '../../features/content/html-body';
import { OwnerActions } from '../../features/content/owner-actions';
import { ReactionBar, shareOf } from '../../features/reactions/reaction-bar';
import { useContentLikeActor } from '../../features/reactions/use-reaction-actors';
import { useServices } from '../../hooks/use-services';

const BelowArticle = lazy(() => import('./below-article').then((m) => ({ default: m.BelowArticle })));

/** Everything of spec section 2 "Article detail" for a loaded article. */
export const ArticleView = ({ article }: { article: ArticleDetail }) => {
  const { api } = useServices().articles;
  const like = useContentLikeActor('article', article);
  return (
    <>
      <ContentHead
        item={article}
        onComments={scrollToComments}
        actions={<OwnerActions api={api} item={article} afterDelete={paths.home()} />}
      />
      <HtmlBody html={article.content} />
      <ReactionBar
        like={like}
        share={shareOf(article)}
        commentCount={article.commentCount}
        onComments={scrollToComments}
        testId="article-reactions"
        shareTip
      />
      <Suspense fallback={null}>
        <BelowArticle article={article} />
      </Suspense>
    </>
  );
};
