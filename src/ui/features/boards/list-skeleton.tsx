import { styled } from '@linaria/react';
import { color, radius, space } from '../../theme/tokens';

const Row = styled.div`
  height: 112px;
  margin-bottom: ${space.xs};
  border-radius: ${radius.md};
  background: ${color.bgMuted};
`;

/** The room a page of ten posts takes while the board loads, so nothing below it moves. */
export const ListSkeleton = () => (
  <div aria-hidden="true" data-testid="board-skeleton">
    {Array.from({ length: 10 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
      <Row key={i} />
    ))}
  </div>
);
