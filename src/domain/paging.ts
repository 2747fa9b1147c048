/** A pager control: the page it leads to, and whether it is disabled (at an end). */
export interface PagerControl {
  readonly page: number;
  readonly disabled: boolean;
}

export interface PagingBlock {
  /** The current page, clamped to 1..totalPages. */
  readonly page: number;
  /** totalPages, with 0 (an empty list) shown as one page. */
  readonly totalPages: number;
  /** The pages of the current block, in order. */
  readonly pages: readonly number[];
  /** The ellipsis before the block: the FIRST page of the previous block; null in the first block. */
  readonly prevBlockPage: number | null;
  /** The ellipsis after the block: the first page of the next block; null in the last block. */
  readonly nextBlockPage: number | null;
  readonly first: PagerControl;
  readonly prev: PagerControl;
  readonly next: PagerControl;
  readonly last: PagerControl;
}

export interface PagingInput {
  readonly page: number;
  readonly totalPages: number;
  readonly blockSize?: number;
}

export const PAGING_BLOCK_SIZE = 10;

const whole = (n: number, fallback: number): number => (Number.isFinite(n) ? Math.floor(n) : fallback);

/**
 * The paging bar of spec section 2: pages in blocks of ten (1-10, 11-20, ...). Both ellipsis buttons
 * land on the first page of the block they open, so a block is always entered at its start.
 */
export const pagingBlock = ({
  page,
  totalPages,
  blockSize = PAGING_BLOCK_SIZE,
}: PagingInput): PagingBlock => {
  const total = Math.max(1, whole(totalPages, 1));
  const size = Math.max(1, whole(blockSize, PAGING_BLOCK_SIZE));
  const current = Math.min(total, Math.max(1, whole(page, 1)));
  const start = Math.floor((current - 1) / size) * size + 1;
  const end = Math.min(total, start + size - 1);
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  const atStart = current === 1;
  const atEnd = current === total;
  return {
    page: current,
    totalPages: total,
    pages,
    prevBlockPage: start > 1 ? start - size : null,
    nextBlockPage: end < total ? end + 1 : null,
    first: { page: 1, disabled: atStart },
    prev: { page: Math.max(1, current - 1), disabled: atStart },
    next: { page: Math.min(total, current + 1), disabled: atEnd },
    last: { page: total, disabled: atEnd },
  };
};

/** Page info of spec section 3: `totalPages` from the element count (0 pages for an empty list). */
export interface PageInfo {
  readonly page: number;
  readonly totalPages: number;
  readonly totalElements: number;
}

export const pageInfoOf = (page: number, size: number, totalElements: number): PageInfo => ({
  page,
  totalPages: Math.ceil(totalElements / size),
  totalElements,
});

/** The number of items before a 1-based page. */
export const offsetOf = (page: number, size: number): number => (page - 1) * size;

/** Whether a page starts past the end of a list of `total` items (nothing to read then). */
export const isPastEnd = (page: number, size: number, total: number): boolean =>
  offsetOf(page, size) >= total;

/** One page of an in-memory list with its page info (the demo backend pages this way). */
export const pageOfItems = <T>(items: readonly T[], page: number, size: number) => ({
  data: items.slice(offsetOf(page, size), offsetOf(page, size) + size),
  pageInfo: pageInfoOf(page, size, items.length),
});
