import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { popularQuery, relatedQuery } from '../../../application/content/content.queries';
import { itemPath, policyOf } from '../../../domain/content/policy';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { CONTENT_TEXT } from '../../../domain/text/content';
import { useServices } from '../../hooks/use-services';
import { Side } from '../../features/content/detail.styles';

const ARTICLE = policyOf('article');
import { paths } from '../../../domain/paths';

/** The author's other articles, with 'more' to the profile's article tab (spec section 2). */
export const AuthorArticles = ({
  articleId,
  authorId,
  authorName,
}: {
  articleId: number;
  authorId: number;
  authorName: string;
}) => {
  const { api } = useServices().articles;
  const { data = [] } = useQuery(relatedQuery(api, articleId));
  if (data.length === 0) return null;
  return (
    <Side aria-labelledby="author-articles">
      <h2 id="author-articles">
        {T.authorArticles(authorName)}
        <Link href={paths.user(authorId, 'userArticle')}>{CONTENT_TEXT.more}</Link>
      </h2>
      <ul>
        {data.map((a) => (
          <li key={a.id}>
            <Link href={itemPath(ARTICLE, a)}>{a.title}</Link>
          </li>
        ))}
      </ul>
    </Side>
  );
};

/** The top three popular articles. */
export const PopularTop = () => {
  const { api } = useServices().articles;
  const { data = [] } = useQuery(popularQuery(api));
  if (data.length === 0) return null;
  return (
    <Side aria-labelledby="popular-top">
      <h2 id="popular-top">{T.popularTop}</h2>
      <ol>
        {data.slice(0, 3).map((a, i) => (
          <li key={a.id}>
            <Link href={itemPath(ARTICLE, a)}>
              <strong>{i + 1}</strong>
              <span>{a.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </Side>
  );
};
