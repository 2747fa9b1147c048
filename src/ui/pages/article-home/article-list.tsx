import { styled } from '@linaria/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ContentQuery } from '../../../application/content/content-api.port';
import { TAG_LABEL } from '../../../domain/catalog';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { Button, ListSkeleton, Spinner } from '../../components';
import { ArticleCard } from '../../features/articles/article-card';
import type { AppServices } from '../../../application/app-services';
import { provideArticleListMachine } from '../../../application/articles/provide-articles';
import { useProvided } from '../../hooks/use-provided';
import { color, fontSize, fontWeight, space } from '../../theme/tokens';
import { useNearEnd } from './use-near-end';

const Heading = styled.h2`
  margin: ${space.xl} 0 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};

  em {
    margin-left: ${space.xs};
    color: ${color.brand};
    font-style: normal;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Status = styled.p`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.xxl} 0;
  color: ${color.textTertiary};
  font-size: ${fontSize.md};
`;

/** About one card of the list (its skeleton's rows). */
const ARTICLE_ROW_HEIGHT = 150;

const listMachine = (s: AppServices) => provideArticleListMachine(s.articles.api, s.queryClient);

/** The article list with its bottom sentinel and the three texts of spec section 2. */
export const ArticleList = ({ query: params }: { query: ContentQuery }) => {
  const list = useActorRef(useProvided(listMachine), { input: { params } });
  const state = useSelector(list, (s) => s.value);
  const items = useSelector(list, (s) => s.context.items);
  const total = useSelector(list, (s) => s.context.totalElements);
  const sentinel = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(params);

  useEffect(() => {
    if (JSON.stringify(list.getSnapshot().context.params) !== key) list.send({ type: 'list.reset', params });
  }, [list, key, params]);
  useNearEnd(sentinel, state === 'ready' || state === 'failedMore', () =>
    list.send({ type: 'list.nearEnd' }),
  );

  const now = new Date();
  const tagHeading = params.keyword === '' && params.tag !== 'ALL';
  return (
    <section
      aria-labelledby="article-list-heading"
      aria-busy={state === 'loading' || state === 'loadingMore'}
    >
      <Heading id="article-list-heading">
        {tagHeading ? (
          TAG_LABEL[params.tag]
        ) : (
          <>
            {T.all}
            {total === null ? null : <em>{T.totalCount(total)}</em>}
          </>
        )}
      </Heading>
      <List>
        {items.map((article) => (
          <ArticleCard key={article.id} article={article} now={now} />
        ))}
      </List>
      {/* The first page keeps the room of ten cards until it is there (issue 13). */}
      {state === 'loading' && items.length === 0 ? (
        <ListSkeleton rows={10} rowHeight={ARTICLE_ROW_HEIGHT} testId="article-skeleton" />
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      {state === 'loading' ? (
        <Status role="status">
          <Spinner size={16} />
          {T.loading}
        </Status>
      ) : state === 'loadingMore' ? (
        <Status role="status">
          <Spinner size={16} />
          {T.loadingNext}
        </Status>
      ) : state === 'end' ? (
        <Status>{items.length === 0 ? (params.keyword !== '' ? T.emptySearch : T.empty) : T.lastData}</Status>
      ) : state === 'failed' || state === 'failedMore' ? (
        <Status role="alert">
          {T.listFailed}
          <Button size="sm" variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
            {T.retry}
          </Button>
        </Status>
      ) : null}
    </section>
  );
};
