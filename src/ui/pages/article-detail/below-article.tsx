import type { ArticleDetail } from '../../../contract/articles';
import { AuthorCard } from '../../features/articles/author-card';
import { CommentSection } from '../../features/comments/comment-section';
import { AuthorActions } from '../../features/reactions/author-actions';
import { CommentLike } from '../../features/reactions/comment-like';
import { AuthorArticles, PopularTop } from './side-lists';

/**
 * What follows the body: author card, the author's other articles, comments, popular top 3. Loaded
 * as its own chunk after the article itself, so the first page stays light (DESIGN section 2).
 */
export const BelowArticle = ({ article }: { article: ArticleDetail }) => {
  const { author } = article;
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
