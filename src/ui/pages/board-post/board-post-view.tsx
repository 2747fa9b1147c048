import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { BoardKind } from '../../../application/content/content-api.port';
import type { BoardPostDetail } from '../../../contract/boards';
import { TAG_LABEL } from '../../../domain/catalog';
import { badgeNumber } from '../../../domain/level';
import { paths } from '../../../domain/paths';
import { relativeTime } from '../../../domain/relative-time';
import { shareText } from '../../../domain/share';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { COMMENT_TEXT } from '../../../domain/text/comments';
import { CONTENT_TEXT } from '../../../domain/text/content';
import { REACTION_TEXT } from '../../../domain/text/reactions';
import { Avatar, Button, LevelBadge, ShareIcon, useIsMobile } from '../../components';
import { CommentSection } from '../../features/comments/comment-section';
import { AuthorRow, AuthorText, Reactions, Tags, Title, Toolbar } from '../../features/content/detail.styles';
import { HtmlBody } from '../../features/content/html-body';
import { OwnerActions } from '../../features/content/owner-actions';
import { CommentLike } from '../../features/reactions/comment-like';
import { MobileBottomBar } from '../../features/reactions/mobile-bottom-bar';
import { LikeButton } from '../../features/reactions/reaction-buttons';
import { useLikeActor } from '../../features/reactions/use-reaction-actors';
import { useServices } from '../../hooks/use-services';

const ShareDialog = lazy(() =>
  import('../../features/reactions/share-dialog').then((m) => ({ default: m.ShareDialog })),
);

const COMMENTS_ANCHOR = 'comments';
const scrollToComments = () =>
  document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/**
 * A board post as Korean community readers expect it: category, title, the author (익명 on the Q&A
 * board, with "내 글" for the writer), level, time and views; the ⋮ menu for whoever may edit or delete;
 * the body; like and share; the comments, blurred for visitors under a sign-up prompt; the list link.
 */
export const BoardPostView = ({ board, post }: { board: BoardKind; post: BoardPostDetail }) => {
  const { author } = post;
  const api = useServices().boards[board];
  const isMobile = useIsMobile();
  const [sharing, setSharing] = useState(false);
  const like = useLikeActor({
    target: { on: 'content', ref: { kind: board, id: post.id } },
    liked: post.liked,
    count: post.likeCount,
    owner: { authorId: author.authorId, mine: post.mine },
  });
  const share = {
    url: typeof window === 'undefined' ? '' : window.location.href,
    title: post.title,
    text: shareText(post.content),
  };
  const at = post.publishedAt ?? post.createdAt;
  return (
    <>
      {post.tags.length > 0 ? (
        <Tags>
          {post.tags.map((t) => (
            <li key={t}>{TAG_LABEL[t]}</li>
          ))}
        </Tags>
      ) : null}
      <Title>{post.title}</Title>
      <AuthorRow>
        <Avatar src={author.authorProfileImageUrl} alt="" size={44} role={author.authorRole} />
        <AuthorText>
          <strong>
            {author.authorId !== null ? (
              <Link href={paths.user(author.authorId)}>{author.authorName}</Link>
            ) : (
              author.authorName
            )}
            {post.mine && author.anonymous ? ` (${T.mine})` : ''}
            {author.authorLevel ? <LevelBadge level={badgeNumber(author.authorLevel)} /> : null}
          </strong>
          <p>
            {author.authorJob ? <span>{author.authorJob}</span> : null}
            <span>
              <time dateTime={at}>{relativeTime(at, new Date())}</time>
            </span>
            <span>{CONTENT_TEXT.views(post.views)}</span>
          </p>
        </AuthorText>
        <OwnerActions api={api} item={post} afterDelete={paths.boardHome(board)} variant="menu" />
      </AuthorRow>
      <Toolbar>
        <Button variant="ghost" size="sm" onClick={scrollToComments}>
          {COMMENT_TEXT.view(post.commentCount)}
        </Button>
      </Toolbar>
      <HtmlBody html={post.content} />
      <Reactions data-testid="post-reactions">
        <LikeButton actor={like} />
        <Button variant="secondary" onClick={() => setSharing(true)} aria-label={REACTION_TEXT.share}>
          <ShareIcon size={16} />
          {REACTION_TEXT.share}
        </Button>
      </Reactions>
      <CommentSection
        item={{ kind: board, id: post.id }}
        commentCount={post.commentCount}
        blurForVisitors
        renderLike={(comment, item) => <CommentLike comment={comment} kind={item.kind} />}
      />
      <Toolbar>
        <Link href={paths.boardHome(board)} asChild>
          <Button variant="secondary">{T.backToList}</Button>
        </Link>
      </Toolbar>
      {isMobile ? (
        <MobileBottomBar
          like={like}
          commentCount={post.commentCount}
          onComments={scrollToComments}
          onShare={() => setSharing(true)}
        />
      ) : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog open onClose={() => setSharing(false)} content={share} />
        </Suspense>
      ) : null}
    </>
  );
};
