import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin: ${space.xxl} 0 ${space.lg};
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${color.border};
  }
`;

export const ProviderList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Provider colours with dark text: every pair passes WCAG AA contrast. */
export const ProviderLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  height: 48px;
  border: 1px solid transparent;
  border-radius: ${radius.md};
  color: #191f28;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  text-decoration: none;

  &[data-provider='kakao'] {
    background: #fee500;
  }
  &[data-provider='naver'] {
    background: #03c75a;
  }
  &[data-provider='google'] {
    border-color: ${color.borderStrong};
    background: ${color.bg};
  }
  &:hover {
    filter: brightness(0.96);
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const ProviderMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: ${radius.round};
  background: rgba(0, 0, 0, 0.08);
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
`;

export const AuthLinks = styled.p`
  margin-top: ${space.lg};
  text-align: right;
  font-size: ${fontSize.md};

  a {
    color: ${color.textSecondary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;
