import type { BoardKind } from '../../../application/content/content-api.port';
import { pagesOf } from '../../../domain/content/policy-pages';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { DetailPage } from '../../features/content/detail-page';
import { useServices } from '../../hooks/use-services';
import { BoardPostView } from './board-post-view';

const TEXT = { loading: T.loading, notFound: T.notFound, notFoundDescription: T.notFoundDescription };

/** /board/post/{id} and /board/qna/{id}: a post of either board with its comments. */
export const BoardPostPage = ({ board }: { board: BoardKind }) => (
  <DetailPage api={useServices().boards[board]} back={pagesOf(board).head.back} text={TEXT}>
    {(post) => <BoardPostView board={board} post={post} />}
  </DetailPage>
);
