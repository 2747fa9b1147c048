import { styled } from '@linaria/react';
import { UI_TEXT } from '../../domain/text/ui';
import { color, fontSize, lineHeight, radius, shadow, space } from '../theme/tokens';
import { CloseIcon } from './icons';

const Bubble = styled.div`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${space.xs};
  max-width: 280px;
  padding: ${space.sm} ${space.xs} ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color.text};
  box-shadow: ${shadow.md};
  color: #ffffff;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};

  &::before {
    content: '';
    position: absolute;
    top: -5px;
    left: var(--tooltip-arrow-left, 20px);
    width: 10px;
    height: 10px;
    background: inherit;
    transform: rotate(45deg);
  }
`;

const Text = styled.p`
  flex: 1;
`;

const Close = styled.button`
  display: inline-flex;
  flex: none;
  padding: 2px;
  border: none;
  border-radius: ${radius.sm};
  background: transparent;
  color: rgba(255, 255, 255, 0.8);

  &:hover {
    color: #ffffff;
  }
`;

export interface TooltipProps {
  text: string;
  onDismiss: () => void;
  /** Horizontal position of the arrow pointing up at the anchor, in px. */
  arrowLeft?: number;
  className?: string;
}

/** A hint bubble the user closes with its ✕ button; its parent decides where it sits. */
export const Tooltip = ({ text, onDismiss, arrowLeft, className }: TooltipProps) => (
  <Bubble
    role="note"
    className={className}
    style={arrowLeft === undefined ? undefined : { ['--tooltip-arrow-left' as string]: `${arrowLeft}px` }}
  >
    <Text>{text}</Text>
    <Close type="button" aria-label={UI_TEXT.dismissTooltip} onClick={onDismiss}>
      <CloseIcon size={16} />
    </Close>
  </Bubble>
);
