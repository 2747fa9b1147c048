import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { EditorCard as EditorCardData } from '../../../application/articles/editors-api.port';
import { Avatar } from '../../components';
import { EditorItem } from './editors.styles';
import { paths } from '../../../domain/paths';

/** An editor: avatar, name, job and the follow button (given by the page); links to the profile. */
export const EditorCard = ({ editor, follow }: { editor: EditorCardData; follow: ReactNode }) => {
  return (
    <EditorItem>
      <div>
        <Link href={paths.user(editor.id)}>
          <Avatar src={editor.profileImageUrl} alt="" size={64} />
          <strong>{editor.name}</strong>
          <p>{editor.job ?? ''}</p>
        </Link>
        {follow}
      </div>
    </EditorItem>
  );
};
