import { useMutation } from '@tanstack/react-query';
import { blockMutation } from '../../application/blocks/blocks.queries';
import { failureText } from '../../application/failure-text';
import type { BlockSourceKind } from '../../domain/blocks';
import { BLOCK_TEXT as T } from '../../domain/text/blocks';
import { useServices } from '../hooks/use-services';
import { ConfirmDialog } from './confirm-dialog';
import { useToast } from './toast';

/** What a block is made from: a member, or a post or comment (on the anonymous board, its only handle). */
export type BlockSource = {
  readonly sourceKind: BlockSourceKind;
  readonly sourceId: number;
  /** From the anonymous board: the dialog says the author stays unknown. */
  readonly anonymous: boolean;
};

export interface BlockDialogProps {
  /** What is blocked; null: the dialog is closed. */
  readonly source: BlockSource | null;
  readonly onClose: () => void;
}

/**
 * The block confirmation (issue 22): what blocking does, then the Korean toast of the outcome. The
 * blocked member is not told; the app's queries refresh after the block, so what they wrote collapses.
 */
export const BlockDialog = ({ source, onClose }: BlockDialogProps) => {
  const { blocksApi } = useServices();
  const toast = useToast();
  const send = useMutation({
    ...blockMutation(blocksApi),
    onSuccess: () => {
      toast.show({ type: 'success', message: T.done });
      onClose();
    },
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.failed) }),
  });
  return (
    <ConfirmDialog
      open={source !== null}
      title={T.confirmTitle}
      message={source?.anonymous ? T.confirmAnonymousDescription : T.confirmDescription}
      confirmLabel={T.confirm}
      cancelLabel={T.cancel}
      danger
      pending={send.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (source && !send.isPending)
          send.mutate({ sourceKind: source.sourceKind, sourceId: source.sourceId });
      }}
    />
  );
};
