import { Link } from 'wouter';
import type { EditorCard as EditorCardData } from '../../../application/articles/editors-api.port';
import { Avatar } from '../../components';
import { EditorItem } from './home-blocks.styles';
import { FollowButton } from './reaction-buttons';
import { useFollowActor } from './use-reaction-actors';
import { paths } from '../../../domain/paths';

/** An editor: avatar, name, job and the follow button (none on one's own card); links to the profile. */
export const EditorCard = ({ editor }: { editor: EditorCardData }) => {
  const follow = useFollowActor(editor.id, editor.following);
  return (
    <EditorItem>
      <div>
        <Link href={paths.user(editor.id)}>
          <Avatar src={editor.profileImageUrl} alt="" size={64} />
          <strong>{editor.name}</strong>
          <p>{editor.job ?? ''}</p>
        </Link>
        <FollowButton actor={follow} />
      </div>
    </EditorItem>
  );
};
