import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import {
  BOARD_SORT_LABEL,
  BOARD_SORTS,
  isSearchScope,
  SEARCH_SCOPE_LABEL,
  type SearchScope,
} from '../../../domain/catalog';
import type { ListState } from '../../../domain/content/list-query';
import type { ContentPolicy } from '../../../domain/content/policy';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { Dropdown, SearchBox } from '../../components';
import { media, space } from '../../theme/tokens';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.md};

  & > [data-grow] {
    flex: 1;
    min-width: 0;
  }
  ${media.mobile} {
    flex-wrap: wrap;
    & > [data-grow] {
      flex-basis: 100%;
      order: -1;
    }
  }
`;

const SORT_OPTIONS = BOARD_SORTS.map((value) => ({ value, label: BOARD_SORT_LABEL[value] }));

export interface BoardSearchBarProps {
  readonly policy: ContentPolicy;
  readonly state: ListState;
  readonly boardName: string;
  readonly onSearch: (keyword: string, scope: SearchScope) => void;
  readonly onSort: (sort: string) => void;
}

/**
 * Search scope, the search box (Enter that ends a Hangul syllable never searches) and the sort of a
 * board (spec section 2). The scopes are the board's own: the Q&A board cannot be searched by author.
 */
export const BoardSearchBar = ({ policy, state, boardName, onSearch, onSort }: BoardSearchBarProps) => {
  const [text, setText] = useState(state.keyword);
  const [scope, setScope] = useState<SearchScope>(state.scope);
  useEffect(() => setText(state.keyword), [state.keyword]);
  useEffect(() => setScope(state.scope), [state.scope]);
  return (
    <Row>
      <Dropdown
        label={T.scopeLabel}
        value={scope}
        options={policy.searchScopes.map((value) => ({ value, label: SEARCH_SCOPE_LABEL[value] }))}
        onChange={(value) => {
          if (isSearchScope(value)) setScope(value);
        }}
      />
      <div data-grow>
        <SearchBox
          value={text}
          onChange={setText}
          onSubmit={(keyword) => onSearch(keyword, scope)}
          placeholder={T.searchPlaceholder}
          label={T.searchLabel(boardName)}
        />
      </div>
      <Dropdown label={T.sortLabel} value={state.sort} options={SORT_OPTIONS} onChange={onSort} />
    </Row>
  );
};
