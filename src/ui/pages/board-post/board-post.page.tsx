import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import type { BoardKind } from '../../../application/content/content-api.port';
import { detailQuery } from '../../../application/content/content.queries';
import { BOARD_LABEL } from '../../../domain/catalog';
import { paths } from '../../../domain/paths';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { ChevronLeftIcon, EmptyState, Spinner } from '../../components';
import { Back, Page } from '../../features/content/detail.styles';
import { useServices } from '../../hooks/use-services';
import { BoardPostView } from './board-post-view';

const ID = /^[1-9][0-9]{0,9}$/;

/** /board/post/{id} and /board/qna/{id}: a post of either board with its comments. */
export const BoardPostPage = ({ board }: { board: BoardKind }) => {
  const { id: raw } = useParams<{ id: string }>();
  const id = ID.test(raw ?? '') ? Number(raw) : null;
  const api = useServices().boards[board];
  const { data, isPending, isError } = useQuery({
    ...detailQuery(api, id ?? 0),
    enabled: id !== null,
    // A missing post is an answer, not a hiccup: no retry, no alert.
    retry: false,
    meta: { silent: true },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` is the trigger: a new post starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  useEffect(() => {
    if (data) document.title = `${data.title} | ${SHELL_TEXT.productName}`;
  }, [data]);
  return (
    <Page>
      <Link href={paths.boardHome(board)} asChild>
        <Back>
          <ChevronLeftIcon size={16} aria-hidden="true" />
          {BOARD_LABEL[board]}
        </Back>
      </Link>
      {id === null || isError ? (
        <EmptyState as="h1" title={T.notFound} description={T.notFoundDescription} />
      ) : isPending ? (
        <p role="status">
          <Spinner size={20} label={T.loading} />
        </p>
      ) : (
        <BoardPostView key={data.id} board={board} post={data} />
      )}
    </Page>
  );
};
