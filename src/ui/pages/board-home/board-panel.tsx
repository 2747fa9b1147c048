import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { BoardKind } from '../../../application/content/content-api.port';
import { contentPageQuery } from '../../../application/content/content.queries';
import { isTag, TAG_LABEL, TAGS } from '../../../domain/catalog';
import { BOARD_LABEL, boardParamOf } from '../../../domain/content/boards';
import { showsPopularBlocks } from '../../../domain/content/list-query';
import { policyOf } from '../../../domain/content/policy';
import { BOARD_TEXT_UI } from '../../../domain/text/boards';
import { PagingBar, TagPicker } from '../../components';
import { BoardList } from '../../features/boards/board-list';
import { BoardSearchBar } from '../../features/boards/board-search-bar';
import { contentQueryOf, useListState } from '../../hooks/use-list-state';
import { useServices } from '../../hooks/use-services';
import { WeeklyPopular } from './weekly-popular';

const TAG_OPTIONS = TAGS.map((key) => ({ key, label: TAG_LABEL[key] }));

/**
 * One board: the week's popular posts (no search, tag ALL); the Q&A categories; search with scope
 * and sort; a page of ten with the paging bar. Page, sort, keyword, scope and tag live in the address.
 */
export const BoardPanel = ({ kind }: { kind: BoardKind }) => {
  const policy = policyOf(kind);
  const list = useListState(policy, { board: boardParamOf(kind) });
  const { state } = list;
  const api = useServices().boards[kind];
  const name = BOARD_LABEL[kind];
  const { data, isError } = useQuery({
    ...contentPageQuery(api, { query: contentQueryOf(state), page: state.page }),
    placeholderData: keepPreviousData,
  });
  const searching = state.keyword !== '';
  const listTop = useRef<HTMLDivElement>(null);
  return (
    <>
      {showsPopularBlocks(state) ? <WeeklyPopular kind={kind} /> : null}
      <div ref={listTop}>
        {policy.maxTags > 0 ? (
          <TagPicker
            options={TAG_OPTIONS}
            value={searching ? 'ALL' : state.tag}
            onChange={(key) => {
              if (isTag(key)) list.chooseTag(key);
            }}
            scrollable
            label={BOARD_TEXT_UI.tagBar}
          />
        ) : null}
        <BoardSearchBar
          policy={policy}
          state={state}
          boardName={name}
          onSearch={(keyword, scope) => list.search(keyword, scope)}
          onSort={list.sortBy}
        />
        {data && searching ? (
          <p role="status">{BOARD_TEXT_UI.searchResult(state.keyword, data.pageInfo.totalElements)}</p>
        ) : null}
        <BoardList kind={kind} boardName={name} cards={data?.data} searching={searching} failed={isError} />
        {data && data.pageInfo.totalPages > 1 ? (
          <PagingBar
            page={state.page}
            totalPages={data.pageInfo.totalPages}
            onChange={(page) => {
              list.goToPage(page);
              // The paging bar is under the list: the next page is read from its top, as after a load.
              listTop.current?.scrollIntoView({ block: 'start' });
            }}
          />
        ) : null}
      </div>
    </>
  );
};
