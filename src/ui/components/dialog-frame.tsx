import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './hooks/use-focus-trap';
import { Backdrop, Panel } from './dialog-frame.styles';

export interface DialogFrameProps {
  open: boolean;
  onDismiss: () => void;
  /** Rendered inside the panel; receives the id the title must carry. */
  children: (titleId: string, descriptionId: string) => ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  hasDescription?: boolean;
  width?: number;
}

/**
 * The behaviour every modal shares: portal to <body>, role=dialog with aria-modal, focus moved in and
 * trapped, Escape and a click on the backdrop dismiss, page scroll locked while open.
 */
export const DialogFrame = ({
  open,
  onDismiss,
  children,
  initialFocus,
  hasDescription = false,
  width,
}: DialogFrameProps) => {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // A press that starts inside the panel and ends on the backdrop (text selection) must not close it.
  const pressStartedInside = useRef(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  // Without a chosen control, the panel itself takes focus: the title is read first and no ring flashes.
  useFocusTrap(panel, open, initialFocus ?? panel);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        dismiss.current();
      }
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      onPointerDown={(e) => {
        pressStartedInside.current = e.target !== e.currentTarget;
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && !pressStartedInside.current) onDismiss();
        pressStartedInside.current = false;
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasDescription ? descriptionId : undefined}
        tabIndex={-1}
        style={width ? { ['--dialog-width' as string]: `${width}px` } : undefined}
      >
        {children(titleId, descriptionId)}
      </Panel>
    </Backdrop>,
    document.body,
  );
};
