import { styled } from '@linaria/react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { color, zIndex } from '../theme/tokens';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${zIndex.progress};
  height: 3px;
  background: transparent;
  pointer-events: none;
`;

const Fill = styled.div`
  height: 100%;
  background: ${color.brand};
  transform-origin: left center;
  transition: transform 80ms linear;
`;

export interface ProgressBarProps {
  /** 0..1; values outside are clamped. */
  value: number;
  label?: string;
}

/** Reading progress of an article, pinned to the top edge. */
export const ProgressBar = ({ value, label = UI_MAIN_TEXT.readingProgress }: ProgressBarProps) => {
  const v = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(v * 100)}
    >
      <Fill style={{ transform: `scaleX(${v})` }} />
    </Track>
  );
};
