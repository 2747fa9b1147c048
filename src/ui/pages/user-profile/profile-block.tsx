import { canBlock } from '../../../domain/content/permissions';
import { BLOCK_TEXT as T } from '../../../domain/text/blocks';
import { Button } from '../../components';
import { useBlockDialog } from '../../hooks/use-block-dialog';
import { useViewer } from '../../hooks/use-viewer';

/** 차단하기 on someone else's profile, for a signed-in viewer (issue 22). */
export const ProfileBlock = ({ userId }: { userId: number }) => {
  const viewer = useViewer();
  const { openBlock, blockDialog } = useBlockDialog();
  if (!canBlock(viewer, { authorId: userId })) return null;
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => openBlock({ sourceKind: 'user', sourceId: userId, anonymous: false })}
      >
        {T.profileButton}
      </Button>
      {blockDialog}
    </>
  );
};
