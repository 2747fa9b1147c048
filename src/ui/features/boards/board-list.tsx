import { styled } from '@linaria/react';
import type { BoardCard as BoardCardData } from '../../../contract/boards';
import type { ContentKind } from '../../../domain/content/policy';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { EmptyState, ListSkeleton } from '../../components';
import { BoardCard } from './board-card';

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

export interface BoardListProps {
  readonly kind: ContentKind;
  readonly boardName: string;
  readonly cards: readonly BoardCardData[] | undefined;
  readonly searching: boolean;
  readonly failed: boolean;
}

/** About one card (the skeleton's rows, here and in the board page's fallback). */
export const BOARD_ROW_HEIGHT = 112;

/**
 * One page of a board: its cards, or the Korean empty text (spec section 2: 'no posts'); until the
 * page is there, a skeleton of ten cards, so nothing under the list moves when it fills (issue 13).
 */
export const BoardList = ({ kind, boardName, cards, searching, failed }: BoardListProps) => {
  if (failed) return <EmptyState title={T.listFailed} />;
  if (!cards)
    return (
      <div role="status" aria-label={T.loading}>
        <ListSkeleton rows={10} rowHeight={BOARD_ROW_HEIGHT} testId="board-list-skeleton" />
      </div>
    );
  if (cards.length === 0) return <EmptyState title={searching ? T.emptySearch : T.empty} />;
  const now = new Date();
  return (
    <List aria-label={T.listLabel(boardName)}>
      {cards.map((card) => (
        <BoardCard key={card.id} kind={kind} card={card} now={now} />
      ))}
    </List>
  );
};
