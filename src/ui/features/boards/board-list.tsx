import { styled } from '@linaria/react';
import type { BoardCard as BoardCardData } from '../../../contract/boards';
import type { ContentKind } from '../../../domain/content/policy';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { EmptyState, Spinner } from '../../components';
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

/** One page of a board: its cards, or the Korean empty text (spec section 2: 'no posts'). */
export const BoardList = ({ kind, boardName, cards, searching, failed }: BoardListProps) => {
  if (failed) return <EmptyState title={T.listFailed} />;
  if (!cards)
    return (
      <p role="status">
        <Spinner size={20} label={T.loading} />
      </p>
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
