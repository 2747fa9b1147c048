import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import type { ContentApi } from '../../../application/content/content-api.port';
import { detailQuery } from '../../../application/content/content.queries';
import { idOf } from '../../../domain/paths';
import { pageTitle } from '../../../domain/text/head';
import { ChevronLeftIcon, EmptyState, PageSkeleton } from '../../components';
import { Back, Page } from './detail.styles';

export interface DetailPageProps<Detail extends { readonly id: number; readonly title: string }> {
  readonly api: ContentApi<unknown, Detail>;
  /** Where the back link leads and what it says. */
  readonly back: { readonly href: string; readonly label: string };
  readonly text: {
    readonly loading: string;
    readonly notFound: string;
    readonly notFoundDescription: string;
  };
  /** The loaded item; keyed by its id, so another item starts fresh. */
  readonly children: (item: Detail) => ReactNode;
}

/** An item's page before it is there (issue 13: the footer stays out of sight until it comes). */
const DetailLoading = ({ label }: { label: string }) => (
  <PageSkeleton label={label} rows={6} rowHeight={48} testId="detail-skeleton" />
);

/**
 * A detail route of any kind (`/article/:id`, `/board/post/:id`, `/board/qna/:id`): reads the id from
 * the address, loads the item, starts at the top of the page, names the tab after the item, and shows
 * 'not found' (as the page's heading) for a bad id or a missing item, without retrying or alerting.
 */
export const DetailPage = <Detail extends { readonly id: number; readonly title: string }>({
  api,
  back,
  text,
  children,
}: DetailPageProps<Detail>) => {
  const id = idOf(useParams<{ id: string }>().id);
  const { data, isPending, isError } = useQuery({
    ...detailQuery(api, id ?? 0),
    enabled: id !== null,
    retry: false,
    meta: { silent: true },
  });
  // The item renders in the background, a few milliseconds at a time, instead of inside the task that
  // delivers it: a store update renders at once and whole, and the whole article (its sanitized body,
  // reactions, author, the parts below) held a phone's main thread for over 100 ms. The skeleton stays
  // up meanwhile.
  const shown = useDeferredValue(data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` is the trigger: a new item starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  useEffect(() => {
    if (data) document.title = pageTitle(data.title);
  }, [data]);
  // The body waits for the browser's sanitizer (html-body.tsx): fetch it beside the item.
  useEffect(() => {
    void import('./sanitize-content-html');
  }, []);
  return (
    <Page>
      <Link href={back.href} asChild>
        <Back>
          <ChevronLeftIcon size={16} aria-hidden="true" />
          {back.label}
        </Back>
      </Link>
      {id === null || isError ? (
        <EmptyState as="h1" title={text.notFound} description={text.notFoundDescription} />
      ) : isPending || shown === undefined ? (
        <DetailLoading label={text.loading} />
      ) : (
        // The item appears whole: its parts that load code (the body's sanitizer) wait here.
        <Suspense fallback={<DetailLoading label={text.loading} />}>
          <Fragment key={shown.id}>{children(shown)}</Fragment>
        </Suspense>
      )}
    </Page>
  );
};
