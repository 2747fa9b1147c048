import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, media, radius, space } from '../theme/tokens';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
  padding: ${space.xl} 0;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};

  ${media.mobile} {
    gap: 0;
  }
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${space.xs};
  border: none;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  font-variant-numeric: tabular-nums;

  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${color.bgHover};
    color: ${color.text};
  }
  &[aria-current='page'] {
    background: ${color.brand};
    color: ${color.textOnBrand};
    cursor: default;
  }
  &:disabled {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }

  /*
   * On a phone the bar keeps prev, the block jumps, ten pages and next: fourteen targets of 24px
   * (WCAG 2.5.8's minimum) fit a 375px screen on one line; first and last are left to wider screens.
   */
  ${media.mobile} {
    min-width: 24px;
    height: 32px;
    padding: 0 2px;
    border-radius: ${radius.sm};
    font-size: ${fontSize.sm};

    & > svg {
      width: 16px;
      height: 16px;
    }
  }
`;

/** First and last: hidden on a phone, where the block jumps reach the ends in a few taps. */
export const EndItem = styled.li`
  ${media.mobile} {
    display: none;
  }
`;
