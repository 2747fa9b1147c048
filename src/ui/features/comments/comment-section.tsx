import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { AppServices } from '../../../application/app-services';
import { provideCommentThreadMachine } from '../../../application/comments/provide-comment-thread';
import { commentsQuery } from '../../../application/content/content.queries';
import { refreshAll } from '../../../application/query-client';
import type { Comment } from '../../../contract/content';
import { acceptsReplies } from '../../../domain/content/comments';
import { type ContentRef, policyOf } from '../../../domain/content/policy';
import { COMMENT_TEXT as T } from '../../../domain/text/comments';
import { ConfirmDialog, DeleteConfirmDialog, PagingBar, TEXTAREA_MAX_HEIGHT } from '../../components';
import { useNotices } from '../../hooks/use-notices';
import { useProvided } from '../../hooks/use-provided';
import { useServices } from '../../hooks/use-services';
import { useViewer } from '../../hooks/use-viewer';
import { CommentForm } from './comment-form';
import { COMMENTS_ANCHOR, revealComment, scrollToComments } from './comments-anchor';
import { CommentItem } from './comment-item';
import { BlindReason, Empty, List, Section } from './comment.styles';
import { VisitorBlur } from './visitor-blur';

export interface CommentSectionProps {
  /** The item the comments are under: any kind. */
  readonly item: ContentRef;
  readonly commentCount: number;
  /** Visitors see the list blurred under a sign-up prompt (spec section 2, "Shared pieces"). */
  readonly blurForVisitors?: boolean;
  /** The like button of a comment, given by the page. */
  readonly renderLike: (comment: Comment, item: ContentRef) => ReactNode;
}

const threadMachine = (s: AppServices) =>
  provideCommentThreadMachine({ commentsApi: s.commentsApi, refresh: refreshAll(s.queryClient) });

/**
 * The comment box and the comment list, ten top-level comments to a page (spec section 2), for an item
 * of any kind. A new comment or reply takes the writer to the page it landed on.
 */
export const CommentSection = ({
  item,
  commentCount,
  blurForVisitors = false,
  renderLike,
}: CommentSectionProps) => {
  const { commentsApi } = useServices();
  const viewer = useViewer();
  const policy = policyOf(item.kind);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState<{ action: 'delete' | 'blind'; commentId: number } | null>(null);
  // The blind asks the moderator's reason (issue 22), kept in the audit log.
  const [blindReason, setBlindReason] = useState('');
  // A comment or reply just written, to bring into view once its page shows it.
  const [reveal, setReveal] = useState<number | null>(null);
  const { data, isError } = useQuery({
    ...commentsQuery(commentsApi, item, page),
    placeholderData: keepPreviousData,
  });
  const thread = useActorRef(useProvided(threadMachine), { input: { ref: item } });
  const pendingKind = useSelector(thread, (s) => s.context.pending?.kind ?? null);
  useNotices(thread, (notice) => {
    if (notice.type === 'succeeded' && notice.kind === 'create') setDraft('');
    if (notice.type === 'succeeded' && typeof notice.page === 'number') setPage(notice.page);
    if (notice.type === 'succeeded' && typeof notice.commentId === 'number') setReveal(notice.commentId);
    if ((notice.kind === 'delete' || notice.kind === 'blind') && notice.type !== 'progress') setAsking(null);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of comments may hold it
  useEffect(() => {
    if (reveal !== null && revealComment(reveal)) setReveal(null);
  }, [reveal, data]);
  const now = new Date();
  const comments = (
    <>
      {data && data.data.length === 0 ? <Empty>{T.empty}</Empty> : null}
      <List>
        {data?.data.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            rootId={comment.id}
            rootAcceptsReplies={acceptsReplies(comment)}
            thread={thread}
            policy={policy}
            onAsk={(action, commentId) => {
              setBlindReason('');
              setAsking({ action, commentId });
            }}
            renderLike={(c) => renderLike(c, item)}
            now={now}
          />
        ))}
      </List>
      {data && data.pageInfo.totalPages > 1 ? (
        <PagingBar
          page={page}
          totalPages={data.pageInfo.totalPages}
          onChange={(next) => {
            setPage(next);
            // The pager is under the list: the next page is read from its top.
            scrollToComments('instant');
          }}
        />
      ) : null}
    </>
  );
  const confirm = () => {
    if (!asking) return;
    thread.send(
      asking.action === 'blind'
        ? { type: 'comment.blind', commentId: asking.commentId, reason: blindReason.trim() || null }
        : { type: 'comment.delete', commentId: asking.commentId },
    );
  };
  return (
    <Section id={COMMENTS_ANCHOR} aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        {T.title}
        <em>{T.count(commentCount)}</em>
      </h2>
      <CommentForm
        label={T.label}
        placeholder={viewer ? T.placeholder : T.loginPlaceholder}
        submitLabel={T.submit}
        maxHeight={TEXTAREA_MAX_HEIGHT}
        pending={pendingKind === 'create'}
        value={draft}
        onChange={setDraft}
        onSubmit={(content) => thread.send({ type: 'comment.create', content, viewerId: viewer?.id ?? null })}
      />
      {isError ? <Empty role="alert">{T.loadFailed}</Empty> : null}
      {blurForVisitors && !viewer ? <VisitorBlur>{comments}</VisitorBlur> : comments}
      <DeleteConfirmDialog
        open={asking?.action === 'delete'}
        pending={pendingKind === 'delete'}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={asking?.action === 'blind'}
        title={T.blindConfirmTitle}
        message={T.blindConfirmDescription}
        confirmLabel={T.blind}
        cancelLabel={T.cancel}
        danger
        pending={pendingKind === 'blind'}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        <BlindReason>
          {T.blindReasonLabel}
          <textarea value={blindReason} maxLength={500} onChange={(e) => setBlindReason(e.target.value)} />
        </BlindReason>
      </ConfirmDialog>
    </Section>
  );
};
