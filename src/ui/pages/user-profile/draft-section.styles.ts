import { styled } from '@linaria/react';
import { space } from '../../theme/tokens';

/** A draft's link takes the row (as a row's link does); its ⋮ menu sits at the right. */
export const DraftRowLayout = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};

  & > a {
    display: block;
    flex: 1;
    min-width: 0;
    padding: ${space.lg} 0;
    color: inherit;
    text-decoration: none;
  }
  & > a:hover strong {
    text-decoration: underline;
  }
`;
