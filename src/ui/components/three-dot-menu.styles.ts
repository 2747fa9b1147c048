import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, radius, shadow, space, zIndex } from '../theme/tokens';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

export const Menu = styled.ul`
  position: absolute;
  top: calc(100% + ${space.xs});
  right: 0;
  z-index: ${zIndex.dropdown};
  min-width: 120px;
  padding: ${space.xs};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  box-shadow: ${shadow.md};
`;

export const MenuItem = styled.button`
  display: block;
  width: 100%;
  padding: ${space.sm} ${space.md};
  border: none;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  text-align: left;
  white-space: nowrap;

  &:hover,
  &:focus-visible {
    background: ${color.bgHover};
  }
  &[data-style='danger'] {
    color: ${color.danger};
  }
`;
