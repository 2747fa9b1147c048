import { styled } from '@linaria/react';
import { color, radius, space } from '../theme/tokens';

const Row = styled.div`
  margin-bottom: ${space.xs};
  border-radius: ${radius.md};
  background: ${color.bgMuted};
`;

export interface ListSkeletonProps {
  /** How many rows a first page shows. */
  rows: number;
  /** The height of one row of the final list, in px. */
  rowHeight: number;
  /** Names the skeleton for tests ("board-skeleton"). */
  testId: string;
}

/** The room a list's first page takes while its code or data loads, so nothing below it moves. */
export const ListSkeleton = ({ rows, rowHeight, testId }: ListSkeletonProps) => (
  <div aria-hidden="true" data-testid={testId}>
    {Array.from({ length: rows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
      <Row key={i} style={{ height: rowHeight }} />
    ))}
  </div>
);
