import { styled } from '@linaria/react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { color, fontSize, zIndex } from '../theme/tokens';
import { Spinner } from './spinner';
import { visuallyHidden } from './visually-hidden';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${color.overlay};
  color: ${color.brand};
  font-size: ${fontSize.md};
`;

export interface LoadingOverlayProps {
  visible: boolean;
  /** Announced to screen readers; defaults to the generic loading text. */
  label?: string;
}

/** Full-screen blocking overlay shown while the app waits (chunk load, session restore). */
export const LoadingOverlay = ({ visible, label = UI_MAIN_TEXT.loading }: LoadingOverlayProps) =>
  visible ? (
    <Backdrop role="status" aria-live="polite" aria-busy="true">
      <Spinner size={40} />
      <span className={visuallyHidden}>{label}</span>
    </Backdrop>
  ) : null;
