import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../theme/tokens';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
};

const isMobileNow = () => window.innerWidth <= MOBILE_MAX_WIDTH;

/** Spec section 9: the viewport is mobile when it is 700px wide or less; follows resizes. */
export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, isMobileNow, () => false);
