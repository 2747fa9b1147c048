import { styled } from '@linaria/react';
import { type ReactNode, useRef } from 'react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { space } from '../theme/tokens';
import { useDragScroll } from './hooks/use-drag-scroll';

const Row = styled.div`
  display: flex;
  gap: ${space.sm};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  cursor: grab;
  user-select: none;
  -webkit-overflow-scrolling: touch;

  &::-webkit-scrollbar {
    display: none;
  }
  &[data-dragging='true'] {
    cursor: grabbing;
  }
  & > * {
    flex: none;
  }
`;

export interface TagScrollerProps {
  children: ReactNode;
  /** Accessible name of the row. */
  label?: string;
  className?: string;
}

/** A one-line row of tags that scrolls sideways: by touch, wheel, keyboard, or dragged with the mouse. */
export const TagScroller = ({ children, label = UI_MAIN_TEXT.tagScroller, className }: TagScrollerProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useDragScroll(ref);
  return (
    <Row ref={ref} role="group" aria-label={label} className={className}>
      {children}
    </Row>
  );
};
