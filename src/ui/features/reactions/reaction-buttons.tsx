import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import { REACTION_TEXT as T } from '../../../domain/text/reactions';
import { Button, HeartIcon } from '../../components';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';
import type { FollowActor, LikeActor } from './use-reaction-actors';
import { useViewer } from '../../hooks/use-viewer';
import { formatCount } from '../../../domain/text/numbers';

const Like = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  height: 40px;
  padding: 0 ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.bg};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${color.danger};
    color: ${color.danger};
  }
  &[data-size='sm'] {
    height: 28px;
    padding: 0 ${space.sm};
    border: none;
    font-size: ${fontSize.xs};
  }
  &:disabled {
    cursor: progress;
  }
`;

/** A heart with its count; pressed when liked. The machine decides, the button only shows and sends. */
export const LikeButton = ({ actor, size = 'md' }: { actor: LikeActor; size?: 'md' | 'sm' }) => {
  const viewer = useViewer();
  const liked = useSelector(actor, (s) => s.context.liked);
  const count = useSelector(actor, (s) => s.context.count);
  const pending = useSelector(actor, (s) => s.matches('sending'));
  return (
    <Like
      type="button"
      data-size={size}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      aria-label={`${liked ? T.unlike : T.like} (${T.likeCount(count)})`}
      onClick={() => actor.send({ type: 'like.toggle', viewer })}
    >
      <HeartIcon size={size === 'sm' ? 14 : 18} filled={liked} />
      <span aria-hidden="true">{formatCount(count)}</span>
    </Like>
  );
};

/** Follow / following; hidden for one's own card. */
export const FollowButton = ({ actor, size = 'sm' }: { actor: FollowActor; size?: 'sm' | 'md' }) => {
  const viewer = useViewer();
  const following = useSelector(actor, (s) => s.context.following);
  const targetId = useSelector(actor, (s) => s.context.targetId);
  const pending = useSelector(actor, (s) => s.matches('sending'));
  if (viewer?.id === targetId) return null;
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      pending={pending}
      aria-pressed={following}
      onClick={(event) => {
        // Cards are links: the button must not follow the link too.
        event.preventDefault();
        event.stopPropagation();
        actor.send({ type: 'follow.toggle', viewerId: viewer?.id ?? null });
      }}
    >
      {following ? T.following : T.follow}
    </Button>
  );
};
