import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { color, MOBILE_BOTTOM_BAR_HEIGHT, media, shadow, zIndex } from '../theme/tokens';
import { ArrowUpIcon } from './icons';

const Button = styled.button`
  position: fixed;
  right: 20px;
  bottom: var(--scroll-top-bottom, 24px);
  z-index: ${zIndex.scrollTop};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${color.border};
  border-radius: 50%;
  background: ${color.bg};
  box-shadow: ${shadow.md};
  color: ${color.text};
  animation: kickoff-pop-in 160ms ease-out;

  &:hover {
    background: ${color.bgHover};
  }
  ${media.mobile} {
    right: 16px;
    width: 40px;
    height: 40px;
  }
  /* A phone's item page has like, comments and share fixed at the bottom: sit above that bar. */
  html:has([data-fixed-bottom-bar]) & {
    bottom: calc(${MOBILE_BOTTOM_BAR_HEIGHT + 16}px + env(safe-area-inset-bottom));
  }

  @keyframes kickoff-pop-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
`;

/** Scrolled further than this many px, the button appears. */
export const SCROLL_TOP_THRESHOLD = 400;

export interface ScrollToTopProps {
  /** Distance from the bottom edge in px, e.g. to clear the competition tab bar. */
  bottomOffset?: number;
}

export const ScrollToTop = ({ bottomOffset }: ScrollToTopProps) => {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <Button
      type="button"
      aria-label={UI_MAIN_TEXT.scrollToTop}
      title={UI_MAIN_TEXT.scrollToTop}
      style={
        bottomOffset === undefined ? undefined : { ['--scroll-top-bottom' as string]: `${bottomOffset}px` }
      }
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon size={20} />
    </Button>
  );
};
