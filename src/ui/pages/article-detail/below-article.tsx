import { useQuery } from '@tanstack/react-query';
import { popularQuery, relatedQuery } from '../../../application/content/content.queries';
import type { ArticleDetail } from '../../../contract/articles';
import { AuthorCard } from '../../features/articles/author-card';
import { CommentSection } from '../../features/comments/comment-section';
import { AuthorActions } from '../../features/reactions/author-actions';
import { CommentLike } from '../../features/reactions/comment-like';
import { useServices } from '../../hooks/use-services';
import { AuthorArticles, PopularTop } from './side-lists';

/** The room BelowArticle holds while its lists load (article-view.tsx's fallback is the same). */
export const BELOW_ARTICLE_ROOM = { minHeight: '100vh' } as const;

/**
 * What follows the body: author card, the author's other articles, comments, popular top 3. Loaded
 * as its own chunk after the article itself, so the first page stays light (DESIGN section 2).
 */
export const BelowArticle = ({ article }: { article: ArticleDetail }) => {
  const { author } = article;
  const { api } = useServices().articles;
  // The author's other articles and the popular top 3 sit above and below the comments: shown
  // together once both have answered (or failed), so neither moves the comments after they appear.
  const related = useQuery(relatedQuery(api, article.id));
  const popular = useQuery(popularQuery(api));
  if (related.isPending || popular.isPending) return <div style={BELOW_ARTICLE_ROOM} />;
  return (
    <>
      <AuthorCard
        author={author}
        actions={(authorId) => <AuthorActions authorId={authorId} authorName={author.authorName} />}
      />
      {author.authorId !== null ? (
        <AuthorArticles articleId={article.id} authorId={author.authorId} authorName={author.authorName} />
      ) : null}
      {/* Articles never blur their comments (the spec's blur flag is off for them). */}
      <CommentSection
        item={{ kind: 'article', id: article.id }}
        commentCount={article.commentCount}
        renderLike={(comment, item) => <CommentLike comment={comment} kind={item.kind} />}
      />
      <PopularTop />
    </>
  );
};
