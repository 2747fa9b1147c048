import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CommentThreadMachine } from '../../../../application/articles/machines/comment-thread.machine';
import type { ArticleComment } from '../../../../contract/articles';
import { commentDisplayText, mentionedUserId } from '../../../../domain/content/comments';
import { canDeleteComment, canEditComment } from '../../../../domain/content/permissions';
import { badgeNumber } from '../../../../domain/level';
import { relativeTime } from '../../../../domain/relative-time';
import { ARTICLE_TEXT as T } from '../../../../domain/text/articles';
import {
  Avatar,
  LevelBadge,
  REPLY_TEXTAREA_MAX_HEIGHT,
  TEXTAREA_MAX_HEIGHT,
  ThreeDotMenu,
} from '../../../components';
import { LikeButton } from '../reaction-buttons';
import { useLikeActor } from '../use-reaction-actors';
import { useViewer } from '../use-viewer';
import { CommentForm } from './comment-form';
import { Content, Item, ItemActions, ItemHeader, List } from './comment.styles';

type Reply = ArticleComment['replies'][number];

export interface CommentItemProps {
  readonly comment: Reply & { readonly replies?: readonly Reply[] };
  /** The top-level comment replies attach to (a reply to a reply joins its thread). */
  readonly rootId: number;
  readonly thread: ActorRefFrom<CommentThreadMachine>;
  readonly onAskDelete: (commentId: number) => void;
  readonly now: Date;
}

const MENU = [
  { mainKey: 'edit', viewKey: T.edit },
  { mainKey: 'delete', viewKey: T.delete, style: 'danger' as const },
];

/** One comment (or reply): text or its stand-in, like, reply box, edit box and the ⋮ menu. */
export const CommentItem = ({ comment, rootId, thread, onAskDelete, now }: CommentItemProps) => {
  const viewer = useViewer();
  const viewerId = viewer?.id ?? null;
  const like = useLikeActor({
    kind: 'comment',
    id: comment.id,
    liked: comment.liked,
    count: comment.likeCount,
    authorId: comment.author.authorId,
  });
  const editing = useSelector(thread, (s) => s.context.editingId === comment.id);
  const replying = useSelector(thread, (s) => s.context.replyingToId === comment.id);
  const pendingKind = useSelector(thread, (s) => s.context.pending?.kind ?? null);
  const facts = {
    authorId: comment.author.authorId,
    mine: comment.mine,
    deleted: comment.deleted,
    blinded: comment.blinded,
  };
  const display = commentDisplayText({ ...facts, content: comment.content }, viewer?.role ?? null);
  const menu = MENU.filter((o) =>
    o.mainKey === 'edit' ? canEditComment(viewer, facts) : canDeleteComment(viewer, facts),
  );
  const isReply = comment.parentCommentId !== null;
  return (
    <Item data-reply={isReply} data-testid={`comment-${comment.id}`}>
      <ItemHeader>
        <Avatar
          src={comment.author.authorProfileImageUrl}
          alt=""
          size={28}
          role={comment.author.authorRole}
        />
        <strong>{comment.author.authorName}</strong>
        <LevelBadge level={badgeNumber(comment.author.authorLevel)} size={16} />
        <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt, now)}</time>
        {comment.modifiedAt !== comment.createdAt && !comment.deleted ? <small>{T.edited}</small> : null}
        {menu.length > 0 ? (
          <ThreeDotMenu
            label={T.commentMenu}
            options={menu}
            onSelect={(key) =>
              key === 'edit'
                ? thread.send({ type: 'comment.editStart', commentId: comment.id })
                : onAskDelete(comment.id)
            }
          />
        ) : (
          <span />
        )}
      </ItemHeader>
      {editing ? (
        <CommentForm
          label={T.commentLabel}
          placeholder={T.commentPlaceholder}
          submitLabel={T.editSubmit}
          maxHeight={TEXTAREA_MAX_HEIGHT}
          initial={comment.content}
          pending={pendingKind === 'edit'}
          onCancel={() => thread.send({ type: 'comment.editCancel' })}
          onSubmit={(content) => thread.send({ type: 'comment.edit', commentId: comment.id, content })}
        />
      ) : (
        <Content data-placeholder={display.placeholder}>
          {comment.mentionedUserName && !display.placeholder ? (
            <b>{T.mention(comment.mentionedUserName)}</b>
          ) : null}
          {display.text}
        </Content>
      )}
      {comment.deleted ? null : (
        <ItemActions>
          <LikeButton actor={like} size="sm" />
          <button
            type="button"
            data-kind="reply"
            aria-expanded={replying}
            onClick={() => thread.send({ type: 'comment.replyStart', commentId: comment.id, viewerId })}
          >
            {T.reply}
          </button>
        </ItemActions>
      )}
      {replying ? (
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
              mentionedUserId: mentionedUserId(viewerId, {
                authorId: comment.author.authorId,
                mine: comment.mine,
              }),
              viewerId,
            })
          }
        />
      ) : null}
      {comment.replies && comment.replies.length > 0 ? (
        <List>
          {comment.replies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              rootId={rootId}
              thread={thread}
              onAskDelete={onAskDelete}
              now={now}
            />
          ))}
        </List>
      ) : null}
    </Item>
  );
};
