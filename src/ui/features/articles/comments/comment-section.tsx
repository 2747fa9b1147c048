import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { commentsQuery } from '../../../../application/articles/article-queries';
import { provideCommentThreadMachine } from '../../../../application/articles/provide-comment-thread';
import { ARTICLE_TEXT as T } from '../../../../domain/text/articles';
import { DeleteConfirmDialog, PagingBar, TEXTAREA_MAX_HEIGHT } from '../../../components';
import { useServices } from '../../../hooks/use-services';
import { useArticleMachine } from '../use-article-machine';
import { useNotices } from '../use-notices';
import { useViewer } from '../use-viewer';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { Empty, List, Section } from './comment.styles';
import { VisitorBlur } from './visitor-blur';

export const COMMENTS_ANCHOR = 'comments';

export interface CommentSectionProps {
  articleId: number;
  commentCount: number;
  /** Visitors see the list blurred under a sign-up prompt (spec section 2, "Shared pieces"). */
  blurForVisitors?: boolean;
}

/** The comment box and the comment list, ten top-level comments to a page (spec section 2). */
export const CommentSection = ({ articleId, commentCount, blurForVisitors = false }: CommentSectionProps) => {
  const { articles } = useServices();
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const { data, isError } = useQuery({
    ...commentsQuery(articles.commentsApi, articleId, page),
    placeholderData: keepPreviousData,
  });
  const thread = useActorRef(useArticleMachine(provideCommentThreadMachine), { input: { articleId } });
  const pendingKind = useSelector(thread, (s) => s.context.pending?.kind ?? null);
  useNotices(thread, (notice) => {
    if (notice.type === 'succeeded' && notice.kind === 'create') setDraft('');
    if (notice.kind === 'delete' && notice.type !== 'progress') setDeleteId(null);
  });
  const now = new Date();
  const comments = (
    <>
      {data && data.data.length === 0 ? <Empty>{T.noComments}</Empty> : null}
      <List>
        {data?.data.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            rootId={comment.id}
            thread={thread}
            onAskDelete={setDeleteId}
            now={now}
          />
        ))}
      </List>
      {data && data.pageInfo.totalPages > 1 ? (
        <PagingBar page={page} totalPages={data.pageInfo.totalPages} onChange={setPage} />
      ) : null}
    </>
  );
  return (
    <Section id={COMMENTS_ANCHOR} aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        {T.commentsTitle}
        <em>{T.commentCount(commentCount)}</em>
      </h2>
      <CommentForm
        label={T.commentLabel}
        placeholder={viewer ? T.commentPlaceholder : T.commentLoginPlaceholder}
        submitLabel={T.commentSubmit}
        maxHeight={TEXTAREA_MAX_HEIGHT}
        pending={pendingKind === 'create'}
        value={draft}
        onChange={setDraft}
        onSubmit={(content) => thread.send({ type: 'comment.create', content, viewerId: viewer?.id ?? null })}
      />
      {isError ? <Empty role="alert">{T.commentsFailed}</Empty> : null}
      {blurForVisitors && !viewer ? <VisitorBlur>{comments}</VisitorBlur> : comments}
      <DeleteConfirmDialog
        open={deleteId !== null}
        pending={pendingKind === 'delete'}
        onCancel={() => setDeleteId(null)}
        onConfirm={() => {
          if (deleteId !== null) thread.send({ type: 'comment.delete', commentId: deleteId });
        }}
      />
    </Section>
  );
};
