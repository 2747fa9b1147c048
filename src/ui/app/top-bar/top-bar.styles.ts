import { styled } from '@linaria/react';
import {
  CONTENT_MAX_WIDTH,
  color,
  fontSize,
  fontWeight,
  media,
  radius,
  shadow,
  space,
  topBar,
  zIndex,
} from '../../theme/tokens';

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.stickyHeader};
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${color.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xxl};
  max-width: ${CONTENT_MAX_WIDTH}px;
  height: ${topBar.height}px;
  margin: 0 auto;
  padding: 0 ${space.xl};

  ${media.mobile} {
    flex-wrap: wrap;
    gap: 0;
    height: auto;
    padding: 0 ${space.lg};
  }
`;

export const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  flex: none;
  color: ${color.brand};
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeight.bold};
  letter-spacing: -0.02em;

  ${media.mobile} {
    height: ${topBar.mobileRowHeight}px;
    font-size: ${fontSize.xl};
  }
`;

export const Nav = styled.nav`
  flex: 1;
  min-width: 0;

  ${media.mobile} {
    order: 3;
    flex-basis: 100%;
    margin: 0 -${space.xs};
  }
`;

export const NavList = styled.ul`
  display: flex;
  gap: ${space.xs};

  ${media.mobile} {
    justify-content: space-between;
  }
`;

export const NavLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: ${topBar.height}px;
  padding: 0 ${space.md};
  color: ${color.textSecondary};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  transition: color 120ms;

  &:hover {
    color: ${color.text};
  }
  &[aria-current='page'] {
    color: ${color.brand};
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${space.md};
    right: ${space.md};
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${color.brand};
  }

  ${media.mobile} {
    height: ${topBar.mobileNavHeight}px;
    padding: 0 ${space.sm};
    font-size: ${fontSize.base};
    &[aria-current='page']::after {
      left: ${space.sm};
      right: ${space.sm};
    }
  }
`;

export const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-left: auto;
  flex: none;

  ${media.mobile} {
    order: 2;
  }
`;

export const BellLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${radius.round};
  color: ${color.textSecondary};

  &:hover {
    background: ${color.bgHover};
    color: ${color.text};
  }
  &[aria-disabled='true'] {
    color: ${color.textDisabled};
    pointer-events: none;
  }
`;

export const Dot = styled.span`
  position: absolute;
  top: 8px;
  right: 9px;
  width: 8px;
  height: 8px;
  border: 2px solid ${color.bg};
  border-radius: ${radius.round};
  background: ${color.notificationDot};
  box-sizing: content-box;
`;

export const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  padding: 2px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;

  &:hover {
    background: ${color.bgHover};
  }
`;

export const AvatarPlaceholder = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border-radius: ${radius.round};
  background: ${color.bgMuted};
`;

export const MenuWrap = styled.div`
  position: relative;
`;

export const Menu = styled.div`
  position: absolute;
  top: calc(100% + ${space.sm});
  right: 0;
  z-index: ${zIndex.dropdown};
  min-width: 200px;
  padding: ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  box-shadow: ${shadow.lg};
`;

export const MenuHeader = styled.div`
  padding: ${space.sm} ${space.md} ${space.md};
  border-bottom: 1px solid ${color.border};
  margin-bottom: ${space.xs};

  strong {
    display: block;
    font-size: ${fontSize.base};
  }
  span {
    font-size: ${fontSize.sm};
    color: ${color.textTertiary};
  }
`;

export const MenuItem = styled.a`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  width: 100%;
  padding: ${space.sm} ${space.md};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.md};
  text-align: left;

  &:hover,
  &:focus-visible {
    background: ${color.bgHover};
  }
`;
