import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CommentThreadMachine } from '../../../application/comments/comment-thread.machine';
import type { Comment } from '../../../contract/content';
import { commentDisplayText, mentionedUserId } from '../../../domain/content/comments';
import {
  canBlindComment,
  canBlock,
  canDeleteComment,
  canEditComment,
  canReport,
} from '../../../domain/content/permissions';
import type { ContentPolicy } from '../../../domain/content/policy';
import { badgeNumber } from '../../../domain/level';
import { relativeTime } from '../../../domain/relative-time';
import { COMMENT_TEXT as T } from '../../../domain/text/comments';
import { BLOCK_TEXT } from '../../../domain/text/blocks';
import { REPORT_TEXT } from '../../../domain/text/reports';
import {
  Avatar,
  LevelBadge,
  REPLY_TEXTAREA_MAX_HEIGHT,
  TEXTAREA_MAX_HEIGHT,
  ThreeDotMenu,
} from '../../components';
import { BlockedPlaceholder } from '../../components/blocked-placeholder';
import { useBlockDialog } from '../../hooks/use-block-dialog';
import { useReportDialog } from '../../hooks/use-report-dialog';
import { useViewer } from '../../hooks/use-viewer';
import { CommentForm } from './comment-form';
import { commentAnchor } from './comments-anchor';
import { Content, Item, ItemActions, ItemHeader, List, Marker } from './comment.styles';

export type CommentWithReplies = Comment & { readonly replies?: readonly Comment[] };

export interface CommentItemProps {
  readonly comment: CommentWithReplies;
  /** The top-level comment replies attach to (a reply to a reply joins its thread). */
  readonly rootId: number;
  /** Whether that comment still takes replies (`acceptsReplies`): when not, no 답글 is offered. */
  readonly rootAcceptsReplies: boolean;
  readonly thread: ActorRefFrom<CommentThreadMachine>;
  readonly policy: ContentPolicy;
  readonly onAsk: (action: 'delete' | 'blind', commentId: number) => void;
  /** The like button, given by the page (a feature never imports another). */
  readonly renderLike: (comment: Comment) => ReactNode;
  readonly now: Date;
}

/** One comment (or reply): text or its stand-in, like, reply box, edit box and the ⋮ menu. */
export const CommentItem = (props: CommentItemProps) => {
  const { comment, rootId, rootAcceptsReplies, thread, policy, onAsk, renderLike, now } = props;
  const viewer = useViewer();
  const viewerId = viewer?.id ?? null;
  const editing = useSelector(thread, (s) => s.context.editingId === comment.id);
  const replying = useSelector(thread, (s) => s.context.replyingToId === comment.id);
  const pendingKind = useSelector(thread, (s) => s.context.pending?.kind ?? null);
  const facts = {
    authorId: comment.author.authorId,
    mine: comment.mine,
    deleted: comment.deleted,
    blinded: comment.blinded,
    held: comment.held,
  };
  const { openReport, reportDialog } = useReportDialog();
  const { openBlock, blockDialog } = useBlockDialog();
  const display = commentDisplayText({ ...facts, content: comment.content }, viewer?.role ?? null);
  const menu = [
    ...(canEditComment(viewer, facts) ? [{ mainKey: 'edit', viewKey: T.edit }] : []),
    ...(canDeleteComment(viewer, facts)
      ? [{ mainKey: 'delete', viewKey: T.delete, style: 'danger' as const }]
      : []),
    ...(canBlindComment(viewer, policy) && !comment.deleted && !comment.blinded
      ? [{ mainKey: 'blind', viewKey: T.blind, style: 'danger' as const }]
      : []),
    ...(canReport(viewer, facts) && !comment.deleted
      ? [{ mainKey: 'report', viewKey: REPORT_TEXT.menuItem }]
      : []),
    // Issue 22: once blocked, the author's comments collapse; the block is undone in account settings.
    ...(canBlock(viewer, facts) && !comment.deleted && !comment.blocked
      ? [{ mainKey: 'block', viewKey: BLOCK_TEXT.menuItem }]
      : []),
  ];
  const onSelect = (key: string) => {
    if (key === 'edit') thread.send({ type: 'comment.editStart', commentId: comment.id });
    else if (key === 'report') openReport({ kind: 'comment', id: comment.id });
    else if (key === 'block')
      openBlock({ sourceKind: 'comment', sourceId: comment.id, anonymous: policy.anonymous });
    else onAsk(key === 'blind' ? 'blind' : 'delete', comment.id);
  };
  const isReply = comment.parentCommentId !== null;
  const { author } = comment;
  return (
    <Item id={commentAnchor(comment.id)} data-reply={isReply} data-testid={`comment-${comment.id}`}>
      <ItemHeader>
        <Avatar src={author.authorProfileImageUrl} alt="" size={28} role={author.authorRole} />
        <strong>{author.authorName}</strong>
        {author.authorLevel ? <LevelBadge level={badgeNumber(author.authorLevel)} size={16} /> : null}
        {author.anonymous && comment.mine ? <Marker>{T.mine}</Marker> : null}
        <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt, now)}</time>
        {comment.modifiedAt !== comment.createdAt && !comment.deleted ? <small>{T.edited}</small> : null}
        {menu.length > 0 ? <ThreeDotMenu label={T.menu} options={menu} onSelect={onSelect} /> : <span />}
      </ItemHeader>
      {editing ? (
        <CommentForm
          label={T.label}
          placeholder={T.placeholder}
          submitLabel={T.editSubmit}
          maxHeight={TEXTAREA_MAX_HEIGHT}
          initial={comment.content}
          pending={pendingKind === 'edit'}
          onCancel={() => thread.send({ type: 'comment.editCancel' })}
          onSubmit={(content) => thread.send({ type: 'comment.edit', commentId: comment.id, content })}
        />
      ) : comment.blocked ? (
        <Content data-placeholder="true">
          <BlockedPlaceholder sourceKind="comment" sourceId={comment.id}>
            {(revealed) => revealed.content}
          </BlockedPlaceholder>
        </Content>
      ) : (
        <Content data-placeholder={display.placeholder}>
          {display.blindedMarker ? <Marker data-kind="blinded">{T.blindedMarker}</Marker> : null}
          {display.heldMarker ? <Marker data-kind="held">{REPORT_TEXT.heldMarker}</Marker> : null}
          {comment.mentionedUserName && !display.placeholder ? (
            <b>{T.mention(comment.mentionedUserName)}</b>
          ) : null}
          {display.text}
        </Content>
      )}
      {comment.deleted || (comment.blinded && !display.blindedMarker) ? null : (
        <ItemActions>
          {renderLike(comment)}
          {rootAcceptsReplies ? (
            <button
              type="button"
              data-kind="reply"
              aria-expanded={replying}
              onClick={() => thread.send({ type: 'comment.replyStart', commentId: comment.id, viewerId })}
            >
              {T.reply}
            </button>
          ) : null}
        </ItemActions>
      )}
      {replying && rootAcceptsReplies ? (
        <CommentForm
          label={T.replyLabel}
          placeholder={T.replyPlaceholder}
          submitLabel={T.replySubmit}
          maxHeight={REPLY_TEXTAREA_MAX_HEIGHT}
          pending={pendingKind === 'reply'}
          onCancel={() => thread.send({ type: 'comment.replyCancel' })}
          onSubmit={(content) =>
            thread.send({
              type: 'comment.reply',
              parentId: rootId,
              content,
              mentionedUserId: mentionedUserId(viewerId, { authorId: author.authorId, mine: comment.mine }),
              viewerId,
            })
          }
        />
      ) : null}
      {reportDialog}
      {blockDialog}
      {comment.replies && comment.replies.length > 0 ? (
        <List>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} {...props} comment={reply} rootId={rootId} />
          ))}
        </List>
      ) : null}
    </Item>
  );
};
