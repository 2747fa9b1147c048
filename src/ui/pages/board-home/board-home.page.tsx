import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import type { BoardKind } from '../../../application/content/content-api.port';
import { contentPageQuery } from '../../../application/content/content.queries';
import { BOARD_LABEL, BOARDS, DEFAULT_BOARD, isBoard } from '../../../domain/catalog';
import { policyOf } from '../../../domain/content/policy';
import { paths } from '../../../domain/paths';
import { BOARD_HOME_TEXT as T } from '../../../domain/text/main-pages';
import { ListSkeleton } from '../../features/boards/list-skeleton';
import { WriteButton } from '../../features/content/write-button';
import { contentQueryOf, useListState } from '../../hooks/use-list-state';
import { useServices } from '../../hooks/use-services';
import { PageFrame } from '../page-frame';
import { TabLink, TabList } from '../page-frame.styles';

// The board itself (search, list, paging) loads beside its first page of posts, which this frame
// already asks for, so neither waits for the other.
const BoardPanel = lazy(() => import('./board-panel').then((m) => ({ default: m.BoardPanel })));

/**
 * /board/home?board=qna|post (spec section 2): the two boards as tabs; the week's popular posts (no
 * search, tag ALL); search with scope and sort; a page of ten with the paging bar; page, sort, keyword
 * and scope in the address; the write button (login dialog for visitors).
 */
export const BoardHomePage = () => {
  const raw = new URLSearchParams(useSearch()).get('board');
  const board: BoardKind = raw !== null && isBoard(raw) ? raw : DEFAULT_BOARD;
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
        <FirstPage kind={board} />
        <Suspense fallback={<ListSkeleton />}>
          <BoardPanel key={board} kind={board} />
        </Suspense>
      </div>
      <WriteButton kind={board} />
    </PageFrame>
  );
};

/** Asks for the list page the address names at once (the panel reads it from the cache). */
const FirstPage = ({ kind }: { kind: BoardKind }) => {
  const { state } = useListState(policyOf(kind), { board: kind });
  const api = useServices().boards[kind];
  useQuery(contentPageQuery(api, { query: contentQueryOf(state), page: state.page }));
  return null;
};
