import { lazy, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import type { BoardKind } from '../../../application/content/content-api.port';
import {
  BOARD_LABEL,
  BOARDS,
  boardOfParam,
  boardParamOf,
  DEFAULT_BOARD,
} from '../../../domain/content/boards';
import { policyOf } from '../../../domain/content/policy';
import { paths } from '../../../domain/paths';
import { BOARD_HOME_TEXT as T } from '../../../domain/text/main-pages';
import { ListSkeleton } from '../../components';
import { WriteButton } from '../../features/content/write-button';
import { FirstPage, Prefetch } from '../../features/lists/first-page';
import { popularQuery } from '../../../application/content/content.queries';
import { showsPopularBlocks } from '../../../domain/content/list-query';
import { contentQueryOf, useListState } from '../../hooks/use-list-state';
import { useServices } from '../../hooks/use-services';
import { PageFrame } from '../page-frame';
import { TabLink, TabList } from '../page-frame.styles';

// The board itself (weekly popular, search, list, paging) loads beside its first page of posts and
// its popular posts, which this frame already asks for, so neither waits for the other.
const BoardPanel = lazy(() => import('./board-panel').then((m) => ({ default: m.BoardPanel })));

/**
 * /board/home?board=qna|post (spec section 2): the two boards as tabs; the week's popular posts (no
 * search, tag ALL); search with scope and sort; a page of ten with the paging bar; page, sort, keyword
 * and scope in the address; the write button (login dialog for visitors).
 */
export const BoardHomePage = () => {
  const raw = new URLSearchParams(useSearch()).get('board');
  const board: BoardKind = boardOfParam(raw) ?? DEFAULT_BOARD;
  return (
    <PageFrame title={T.title} aside={<WriteButton kind={board} />}>
      <TabList role="tablist" aria-label={T.tabsLabel}>
        {BOARDS.map((b) => (
          <Link key={b} href={paths.boardHome(boardParamOf(b))} asChild>
            <TabLink role="tab" aria-selected={b === board}>
              {BOARD_LABEL[b]}
            </TabLink>
          </Link>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={BOARD_LABEL[board]}>
        <BoardFirstPage kind={board} />
        <Suspense fallback={<ListSkeleton rows={10} rowHeight={112} testId="board-skeleton" />}>
          <BoardPanel key={board} kind={board} />
        </Suspense>
      </div>
    </PageFrame>
  );
};

const BoardFirstPage = ({ kind }: { kind: BoardKind }) => {
  const { state } = useListState(policyOf(kind), { board: boardParamOf(kind) });
  const api = useServices().boards[kind];
  return (
    <>
      <FirstPage api={api} request={{ query: contentQueryOf(state), page: state.page }} />
      {showsPopularBlocks(state) ? <Prefetch query={popularQuery(api)} /> : null}
    </>
  );
};
