import { Link, useLocation, useSearch } from 'wouter';
import { BOARD_LABEL, BOARDS, type Board, DEFAULT_BOARD, isBoard } from '../../domain/catalog';
import { BOARD_HOME_TEXT } from '../../domain/text/main-pages';
import { SHELL_TEXT } from '../../domain/text/shell';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { useSession } from '../hooks/use-session';
import { PageFrame, PendingContent } from './page-frame';
import { Fab, TabLink, TabList } from './page-frame.styles';
import { paths } from '../../domain/paths';

const T = BOARD_HOME_TEXT;

/** /board/home?board=qna|post: the two boards as tabs; writing requires login. */
export const BoardHomePage = () => {
  const params = new URLSearchParams(useSearch());
  const raw = params.get('board');
  const board: Board = raw !== null && isBoard(raw) ? raw : DEFAULT_BOARD;
  const { status } = useSession();
  const promptLogin = useLoginPrompt();
  const [, navigate] = useLocation();

  return (
    <PageFrame title={T.title}>
      <TabList role="tablist" aria-label={T.tabsLabel}>
        {BOARDS.map((b) => (
          <Link key={b} href={paths.boardHome(b)} asChild>
            <TabLink role="tab" aria-selected={b === board}>
              {BOARD_LABEL[b]}
            </TabLink>
          </Link>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={BOARD_LABEL[board]}>
        <PendingContent title={T.emptyTitle} description={T.emptyDescription} />
      </div>
      <Fab
        type="button"
        onClick={() => (status === 'signedIn' ? navigate(paths.boardWrite(board)) : promptLogin())}
      >
        {SHELL_TEXT.writePost}
      </Fab>
    </PageFrame>
  );
};
