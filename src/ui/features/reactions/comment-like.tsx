import type { Comment } from '../../../contract/content';
import type { ContentKind } from '../../../domain/content/policy';
import { LikeButton } from './reaction-buttons';
import { useLikeActor } from './use-reaction-actors';

/** A comment's like button (it changes once the server agrees), for a comment under any kind. */
export const CommentLike = ({ comment, kind }: { comment: Comment; kind: ContentKind }) => {
  const like = useLikeActor({
    target: { on: 'comment', kind, id: comment.id },
    liked: comment.liked,
    count: comment.likeCount,
    owner: { authorId: comment.author.authorId, mine: comment.mine },
  });
  return <LikeButton actor={like} size="sm" />;
};
