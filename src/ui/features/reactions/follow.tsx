import { FollowButton } from './reaction-buttons';
import { useFollowActor } from './use-reaction-actors';

/** A follow button for one user (none on one's own card), kept in step with fresh server data. */
export const Follow = ({
  targetId,
  following,
  size,
}: {
  targetId: number;
  following: boolean;
  size?: 'sm' | 'md';
}) => <FollowButton actor={useFollowActor(targetId, following)} size={size} />;
