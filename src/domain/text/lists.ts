/** The list pieces every kind shares: popular blocks, infinite lists, paging. */
export const LIST_TEXT = {
  popularMore: '더보기',
  popularPage: (page: number, count: number) => `${page} / ${count}`,
} as const;
