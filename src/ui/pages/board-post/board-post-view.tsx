import { Link } from 'wouter';
import type { BoardKind } from '../../../application/content/content-api.port';
import type { BoardPostDetail } from '../../../contract/boards';
import { paths } from '../../../domain/paths';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { Button } from '../../components';
import { CommentSection } from '../../features/comments/comment-section';
import { Toolbar } from '../../features/content/detail.styles';
import { CommentLike } from '../../features/reactions/comment-like';
import { useServices } from '../../hooks/use-services';
import { ContentBody } from '../content-body';

/**
 * A board post as Korean community readers expect it: category, title, the author (익명 on the Q&A
 * board, with "내 글" for the writer), level, time and views; the ⋮ menu for whoever may edit or delete;
 * the body; like and share; the comments, blurred for visitors under a sign-up prompt; the list link.
 */
export const BoardPostView = ({ board, post }: { board: BoardKind; post: BoardPostDetail }) => {
  const api = useServices().boards[board];
  return (
    <>
      <ContentBody
        kind={board}
        item={post}
        api={api}
        afterDelete={paths.boardHome(board)}
        owner="menu"
        testId="post-reactions"
      />
      <CommentSection
        item={{ kind: board, id: post.id }}
        commentCount={post.commentCount}
        blurForVisitors
        renderLike={(comment, item) => <CommentLike comment={comment} kind={item.kind} />}
      />
      <Toolbar>
        <Link href={paths.boardHome(board)} asChild>
          <Button variant="secondary">{T.backToList}</Button>
        </Link>
      </Toolbar>
    </>
  );
};
