import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Button, PagingBar, Spinner } from '../../components';
import { CaseList, Muted } from './moderation.styles';

type Paged<T> = { readonly data: readonly T[]; readonly pageInfo: { readonly totalPages: number } };

/**
 * A console list as every /admin page shows one: a spinner while the first page loads, the page's own
 * failure text with 다시 시도, its empty text, else the entries and the paging bar.
 */
export const AdminPagedList = <T,>({
  query,
  failed,
  empty,
  label,
  page,
  onPage,
  keyOf,
  children,
}: {
  readonly query: Pick<UseQueryResult<Paged<T>>, 'data' | 'isPending' | 'refetch'>;
  readonly failed: string;
  readonly empty: string;
  /** The list's accessible name, when the page has more than one list. */
  readonly label?: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly keyOf: (item: T) => string | number;
  /** One entry: a `CaseItem` (an `li`). */
  readonly children: (item: T) => ReactNode;
}) => {
  const data = query.data;
  if (!data) {
    return query.isPending ? (
      <Spinner label={SHELL_TEXT.loading} />
    ) : (
      <Muted role="alert">
        {failed}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {SHELL_TEXT.retry}
        </Button>
      </Muted>
    );
  }
  if (data.data.length === 0) return <Muted>{empty}</Muted>;
  return (
    <>
      <CaseList aria-label={label}>
        {data.data.map((item) => (
          <Fragment key={keyOf(item)}>{children(item)}</Fragment>
        ))}
      </CaseList>
      {data.pageInfo.totalPages > 1 ? (
        <PagingBar page={page} totalPages={data.pageInfo.totalPages} onChange={onPage} />
      ) : null}
    </>
  );
};
