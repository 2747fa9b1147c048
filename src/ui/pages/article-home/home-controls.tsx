import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { ARTICLE_SORT_LABEL, ARTICLE_SORTS, isTag, TAG_LABEL, TAGS } from '../../../domain/catalog';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { Dropdown, SearchBox, TagPicker } from '../../components';
import { media, space } from '../../theme/tokens';
import type { ListStateControls } from '../../hooks/use-list-state';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-top: ${space.md};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  ${media.mobile} {
    gap: ${space.sm};
  }
`;

const TAG_OPTIONS = TAGS.map((key) => ({ key, label: TAG_LABEL[key] }));
const SORT_OPTIONS = ARTICLE_SORTS.map((value) => ({ value, label: ARTICLE_SORT_LABEL[value] }));

/** Search box (IME-safe Enter or the icon), tag bar and sort dropdown of the article home. */
export const HomeControls = ({ home }: { home: ListStateControls }) => {
  const params = home.state;
  const [text, setText] = useState(params.keyword);
  // Choosing a tag clears the search: the box follows the address.
  useEffect(() => setText(params.keyword), [params.keyword]);
  return (
    <div>
      <SearchBox
        value={text}
        onChange={setText}
        onSubmit={(keyword) => home.search(keyword)}
        placeholder={T.searchPlaceholder}
        label={T.searchLabel}
      />
      <Row>
        <TagPicker
          options={TAG_OPTIONS}
          value={params.keyword === '' ? params.tag : 'ALL'}
          onChange={(key) => {
            if (isTag(key)) home.chooseTag(key);
          }}
          scrollable
          label={T.tagBar}
        />
        <Dropdown label={T.sortLabel} value={params.sort} options={SORT_OPTIONS} onChange={home.sortBy} />
      </Row>
    </div>
  );
};
