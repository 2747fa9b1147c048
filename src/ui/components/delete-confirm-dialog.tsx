import { UI_TEXT } from '../../domain/text/ui';
import { ConfirmDialog } from './confirm-dialog';

/** The one delete confirmation of the site (spec section 8); `pending` while the delete runs. */
export interface DeleteConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
}

export const DeleteConfirmDialog = ({ open, onConfirm, onCancel, pending }: DeleteConfirmDialogProps) => (
  <ConfirmDialog
    open={open}
    title={UI_TEXT.deleteConfirmTitle}
    message={UI_TEXT.deleteConfirmMessage}
    confirmLabel={UI_TEXT.delete}
    cancelLabel={UI_TEXT.cancel}
    danger
    pending={pending}
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);
