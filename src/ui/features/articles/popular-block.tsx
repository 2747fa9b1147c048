import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { popularArticlesQuery } from '../../../application/articles/article-queries';
import {
  POPULAR_PAGE_SIZE,
  popularBlockMachine,
  popularPageCount,
  popularSlice,
} from '../../../application/articles/machines/popular-block.machine';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { Button } from '../../components';
import { useServices } from '../../hooks/use-services';
import { articleHref } from './article-card';
import { Block, BlockHeader, MoreRow, RankItem, RankList } from './home-blocks.styles';

/** Popular articles, three at a time, numbered; 'more' pages by three and wraps (spec section 2). */
export const PopularBlock = () => {
  const { articlesApi } = useServices().articles;
  const { data = [] } = useQuery(popularArticlesQuery(articlesApi));
  const block = useActorRef(popularBlockMachine, { input: { total: data.length } });
  const page = useSelector(block, (s) => s.context.page);
  useEffect(() => block.send({ type: 'popular.total', total: data.length }), [block, data.length]);
  if (data.length === 0) return null;
  const pages = popularPageCount(data.length);
  return (
    <Block aria-labelledby="popular-articles">
      <BlockHeader>
        <h2 id="popular-articles">{T.popularTitle}</h2>
      </BlockHeader>
      <RankList>
        {popularSlice(data, page).map((article, i) => (
          <RankItem key={article.id}>
            <Link href={articleHref(article)}>
              <strong>{page * POPULAR_PAGE_SIZE + i + 1}</strong>
              <div>
                <span>{article.title}</span>
                <small>{article.author.authorName}</small>
              </div>
            </Link>
          </RankItem>
        ))}
      </RankList>
      {pages > 1 ? (
        <MoreRow>
          <Button variant="secondary" size="sm" onClick={() => block.send({ type: 'popular.more' })}>
            {T.popularMore}
            <span data-testid="popular-page">{T.popularPage(page + 1, pages)}</span>
          </Button>
        </MoreRow>
      ) : null}
    </Block>
  );
};
