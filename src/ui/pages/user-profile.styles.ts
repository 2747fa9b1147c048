import { styled } from '@linaria/react';
import { color, fontSize, space } from '../theme/tokens';

export const ProfileHead = styled.section`
  display: flex;
  align-items: center;
  gap: ${space.xl};
  min-height: 80px;
  margin-bottom: ${space.xxl};
  color: ${color.textSecondary};
`;

export const Counts = styled.p`
  display: flex;
  gap: ${space.lg};
  margin-top: ${space.xs};
  font-size: ${fontSize.md};

  strong {
    color: ${color.text};
  }
`;
