import { useQuery } from '@tanstack/react-query';
import type { BoardKind } from '../../../application/content/content-api.port';
import { popularQuery } from '../../../application/content/content.queries';
import { itemPath, policyOf } from '../../../domain/content/policy';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { PopularBlock } from '../../features/lists/popular-block';
import { useServices } from '../../hooks/use-services';

/** The board's popular posts of the week, three at a time with 'more' (spec section 2). */
export const WeeklyPopular = ({ kind }: { kind: BoardKind }) => {
  const api = useServices().boards[kind];
  // Undefined while loading (the block's skeleton); a failed read hides the block.
  const { data, isError } = useQuery(popularQuery(api));
  const policy = policyOf(kind);
  return (
    <PopularBlock
      id={`weekly-popular-${kind}`}
      title={T.weeklyTitle}
      items={(isError ? [] : data)?.map((card) => ({
        id: card.id,
        href: itemPath(policy, card),
        title: card.title,
        detail: T.likesAndComments(card.likeCount, card.commentCount),
      }))}
    />
  );
};
