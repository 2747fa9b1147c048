import { styled } from '@linaria/react';
import { type ReactNode, useRef } from 'react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { space } from '../theme/tokens';
import { useDragScroll } from './hooks/use-drag-scroll';

/** The width of the fade at the edge where the row goes on. */
const FADE = 40;

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

  /*
   * A row cut at its edge shows that it goes on: its last 40 px fade out while there is more to
   * scroll to, and come back as the end is reached (a scroll-driven animation, no script; where it is
   * not supported the row is cut as before). A row that fits has no scroll timeline and never fades.
   */
  @supports (animation-timeline: scroll()) {
    mask-image: linear-gradient(to right, #000 calc(100% - ${FADE}px), transparent);
    mask-size: calc(100% + ${FADE}px) 100%;
    mask-repeat: no-repeat;
    animation: kickoff-tag-fade linear both;
    animation-timeline: scroll(self inline);
  }

  @keyframes kickoff-tag-fade {
    0%,
    90% {
      mask-size: 100% 100%;
    }
    100% {
      mask-size: calc(100% + ${FADE}px) 100%;
    }
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
