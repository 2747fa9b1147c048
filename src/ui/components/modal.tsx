import type { ReactNode, RefObject } from 'react';
import { UI_TEXT } from '../../domain/text/ui';
import { IconButton } from './button';
import { DialogFrame } from './dialog-frame';
import { Body, Header, Title } from './dialog-frame.styles';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Panel max width in px (default 400). */
  width?: number;
  /** Element focused on open; defaults to the dialog panel itself. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** Generic accessible modal (share, consultation request): titled, closable by button, Escape or backdrop. */
export const Modal = ({ open, title, onClose, children, width, initialFocus }: ModalProps) => (
  <DialogFrame open={open} onDismiss={onClose} width={width} initialFocus={initialFocus}>
    {(titleId) => (
      <>
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton label={UI_TEXT.close} size={32} onClick={onClose} style={{ margin: '-4px -8px 0 0' }}>
            <CloseIcon size={20} />
          </IconButton>
        </Header>
        <Body>{children}</Body>
      </>
    )}
  </DialogFrame>
);
