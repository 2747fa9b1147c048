import type { ArticleDetail } from '../../../contract/articles';
import { AuthorCard } from '../../features/articles/author-card';
import { CommentSection } from '../../features/articles/comments/comment-section';
import { AuthorArticles, PopularTop } from './side-lists';

/**
 * What follows the body: author card, the author's other articles, comments, popular top 3. Loaded
 * as its own chunk after the article itself, so the first page stays light (DESIGN section 2).
 */
export const BelowArticle = ({ article }: { article: ArticleDetail }) => {
  const { author } = article;
  return (
    <>
      <AuthorCard author={author} />
      {author.authorId !== null ? (
        <AuthorArticles articleId={article.id} authorId={author.authorId} authorName={author.authorName} />
      ) : null}
      {/* Articles never blur their comments; boards will set blurForVisitors from their own flag. */}
      <CommentSection articleId={article.id} commentCount={article.commentCount} blurForVisitors={false} />
      <PopularTop />
    </>
  );
};
