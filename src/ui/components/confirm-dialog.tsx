import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';
import { Actions, Body, Header, Title } from './dialog-frame.styles';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Destructive action: the confirm button turns red. */
  danger?: boolean;
  /** The confirm action is running: its button shows a spinner and both stay put. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** More of the question between the message and the buttons (a reason's text box). */
  children?: ReactNode;
}

/** A yes/no question. Focus starts on the confirm button; Escape and the backdrop cancel. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) => {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      open={open}
      onDismiss={() => {
        if (!pending) onCancel();
      }}
      initialFocus={confirmRef}
      hasDescription={Boolean(message)}
      width={360}
    >
      {(titleId, descriptionId) => (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
          </Header>
          {message ? <Body id={descriptionId}>{message}</Body> : <Body aria-hidden="true" />}
          {children}
          <Actions>
            <Button variant="secondary" size="lg" onClick={onCancel} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button
              ref={confirmRef}
              variant={danger ? 'danger' : 'primary'}
              size="lg"
              onClick={onConfirm}
              pending={pending}
            >
              {confirmLabel}
            </Button>
          </Actions>
        </>
      )}
    </DialogFrame>
  );
};
