import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, space } from '../theme/tokens';

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  margin-bottom: ${space.lg};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};

  &:hover {
    color: ${color.text};
  }
`;
