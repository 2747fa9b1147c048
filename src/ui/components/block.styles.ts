import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, space } from '../theme/tokens';

/** A titled block of a page (popular lists, carousels), its heading row with an optional link. */
export const Block = styled.section`
  margin-bottom: ${space.xxxl};
`;

export const BlockHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space.md};

  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
  a {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
`;
