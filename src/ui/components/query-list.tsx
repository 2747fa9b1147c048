import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { SHELL_TEXT } from '../../domain/text/shell';
import { Button } from './button';
import { PagingBar } from './paging-bar';
import { Spinner } from './spinner';

type Paged<T> = { readonly data: readonly T[]; readonly pageInfo: { readonly totalPages: number } };

export type QueryListProps<T> = {
  readonly query: Pick<UseQueryResult<Paged<T>>, 'data' | 'isPending' | 'refetch'>;
  /** Shown with 다시 시도 when the first page failed. */
  readonly failed: string;
  readonly empty: string;
  /** The list element (a styled `ul`) and the element of the failure and empty texts. */
  readonly List: ComponentType<{ readonly 'aria-label'?: string; readonly children: ReactNode }>;
  readonly Note: ComponentType<{ readonly role?: string; readonly children: ReactNode }>;
  /** The list's accessible name, when the page has more than one list. */
  readonly label?: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly keyOf: (item: T) => string | number;
  /** One entry: an `li`. */
  readonly children: (item: T) => ReactNode;
};

/**
 * A paged list read by a query, as settings and console sections show one: a spinner while the first
 * page loads, the failure text with 다시 시도, the empty text, else the entries and the paging bar.
 */
export const QueryList = <T,>({
  query,
  failed,
  empty,
  List,
  Note,
  label,
  page,
  onPage,
  keyOf,
  children,
}: QueryListProps<T>) => {
  const data = query.data;
  if (!data) {
    return query.isPending ? (
      <Spinner label={SHELL_TEXT.loading} />
    ) : (
      <Note role="alert">
        {failed}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {SHELL_TEXT.retry}
        </Button>
      </Note>
    );
  }
  if (data.data.length === 0) return <Note>{empty}</Note>;
  return (
    <>
      <List aria-label={label}>
        {data.data.map((item) => (
          <Fragment key={keyOf(item)}>{children(item)}</Fragment>
        ))}
      </List>
      {data.pageInfo.totalPages > 1 ? (
        <PagingBar page={page} totalPages={data.pageInfo.totalPages} onChange={onPage} />
      ) : null}
    </>
  );
};
