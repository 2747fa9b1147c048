import { UI_TEXT } from '../../domain/text/ui';
import { ConfirmDialog } from './confirm-dialog';

/** Shown when a visitor tries something that needs an account (spec section 8). */
export interface LoginRequiredDialogProps {
  open: boolean;
  onLogin: () => void;
  onCancel: () => void;
}

export const LoginRequiredDialog = ({ open, onLogin, onCancel }: LoginRequiredDialogProps) => (
  <ConfirmDialog
    open={open}
    title={UI_TEXT.loginRequiredTitle}
    message={UI_TEXT.loginRequiredMessage}
    confirmLabel={UI_TEXT.login}
    cancelLabel={UI_TEXT.cancel}
    onConfirm={onLogin}
    onCancel={onCancel}
  />
);
