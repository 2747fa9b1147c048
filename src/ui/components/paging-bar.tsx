import type { ReactNode } from 'react';
import { pagingBlock } from '../../domain/paging';
import { UI_TEXT } from '../../domain/text/ui';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons';
import { EndItem, List, Nav, PageButton } from './paging-bar.styles';

export interface PagingBarProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

const T = UI_TEXT.paging;

/** Pages in blocks of ten; '…' moves a block; first/prev/next/last are disabled at the ends. */
export const PagingBar = ({ page, totalPages, onChange }: PagingBarProps) => {
  const block = pagingBlock({ page, totalPages });
  const control = (key: string, label: string, target: number, disabled: boolean, content: ReactNode) => {
    const Item = key === 'first' || key === 'last' ? EndItem : 'li';
    return (
      <Item key={key}>
        <PageButton type="button" aria-label={label} disabled={disabled} onClick={() => onChange(target)}>
          {content}
        </PageButton>
      </Item>
    );
  };

  return (
    <Nav aria-label={T.nav}>
      <List>
        {control('first', T.first, block.first.page, block.first.disabled, <ChevronsLeftIcon size={18} />)}
        {control('prev', T.prev, block.prev.page, block.prev.disabled, <ChevronLeftIcon size={18} />)}
        {block.prevBlockPage !== null && control('prevBlock', T.prevBlock, block.prevBlockPage, false, '…')}
        {block.pages.map((n) => (
          <li key={n}>
            <PageButton
              type="button"
              aria-label={T.page(n)}
              aria-current={n === block.page ? 'page' : undefined}
              onClick={() => {
                if (n !== block.page) onChange(n);
              }}
            >
              {n}
            </PageButton>
          </li>
        ))}
        {block.nextBlockPage !== null && control('nextBlock', T.nextBlock, block.nextBlockPage, false, '…')}
        {control('next', T.next, block.next.page, block.next.disabled, <ChevronRightIcon size={18} />)}
        {control('last', T.last, block.last.page, block.last.disabled, <ChevronsRightIcon size={18} />)}
      </List>
    </Nav>
  );
};
