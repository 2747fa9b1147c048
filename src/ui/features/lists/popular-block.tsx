import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { popularBlockMachine } from '../../../application/lists/popular-block.machine';
import { POPULAR_PAGE_SIZE, popularPageCount, popularSlice } from '../../../domain/content/popularity';
import { LIST_TEXT as T } from '../../../domain/text/lists';
import { Block, BlockHeader, Button } from '../../components';
import { PopularBlockSkeleton } from './popular-block-skeleton';
import { MoreRow, RankItem, RankList } from './popular-block.styles';

export interface PopularItem {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  /** A second line: the author, or how many reacted. */
  readonly detail: string;
}

/**
 * A popular block of any kind (the article home's popular articles, the boards' weekly popular posts):
 * three at a time, numbered; 'more' pages by three and wraps to the start (spec section 2). Until its
 * items are known (`undefined`) it is its skeleton, of the same size; with none it is not shown.
 */
export const PopularBlock = ({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly PopularItem[] | undefined;
}) => {
  const total = items?.length ?? 0;
  const block = useActorRef(popularBlockMachine, { input: { total } });
  const page = useSelector(block, (s) => s.context.page);
  useEffect(() => block.send({ type: 'popular.total', total }), [block, total]);
  if (items === undefined) return <PopularBlockSkeleton />;
  if (items.length === 0) return null;
  const pages = popularPageCount(items.length);
  return (
    <Block aria-labelledby={id}>
      <BlockHeader>
        <h2 id={id}>{title}</h2>
      </BlockHeader>
      <RankList>
        {popularSlice(items, page).map((item, i) => (
          <RankItem key={item.id}>
            <Link href={item.href}>
              <strong>{page * POPULAR_PAGE_SIZE + i + 1}</strong>
              <div>
                <span>{item.title}</span>
                <small>{item.detail}</small>
              </div>
            </Link>
          </RankItem>
        ))}
      </RankList>
      <MoreRow>
        <Button
          variant="secondary"
          size="sm"
          hidden={pages <= 1}
          onClick={() => block.send({ type: 'popular.more' })}
        >
          {T.popularMore}
          <span data-testid="popular-page">{T.popularPage(page + 1, pages)}</span>
        </Button>
      </MoreRow>
    </Block>
  );
};
