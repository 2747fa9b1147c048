import { styled } from '@linaria/react';
import { COMMENT_TEXT } from '../../../domain/text/comments';
import { REACTION_TEXT as T } from '../../../domain/text/reactions';
import { CommentIcon, ShareIcon } from '../../components';
import { color, fontSize, MOBILE_BOTTOM_BAR_HEIGHT, space, zIndex } from '../../theme/tokens';
import { LikeButton } from './reaction-buttons';
import type { LikeActor } from './use-reaction-actors';
import { formatCount } from '../../../domain/text/numbers';

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${zIndex.bottomBar};
  display: flex;
  align-items: center;
  justify-content: space-around;
  height: ${MOBILE_BOTTOM_BAR_HEIGHT}px;
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${color.border};
  background: ${color.bg};

  & > button:not([aria-pressed]) {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    border: none;
    background: none;
    color: ${color.textSecondary};
    font-size: ${fontSize.md};
    cursor: pointer;
  }
`;

/** Mobile (700 px or less): like, comment count and share stay at hand on any item's page (spec section 2). */
export const MobileBottomBar = ({
  like,
  commentCount,
  onComments,
  onShare,
}: {
  like: LikeActor;
  commentCount: number;
  onComments: () => void;
  onShare: () => void;
}) => (
  <Bar aria-label={T.bottomBar} data-fixed-bottom-bar>
    <LikeButton actor={like} />
    <button type="button" onClick={onComments} aria-label={COMMENT_TEXT.view(commentCount)}>
      <CommentIcon size={18} />
      {formatCount(commentCount)}
    </button>
    <button type="button" onClick={onShare} aria-label={T.share}>
      <ShareIcon size={18} />
    </button>
  </Bar>
);
