import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { color, radius, space } from '../theme/tokens';

const Row = styled.div`
  margin-bottom: ${space.xs};
  border-radius: ${radius.md};
  background: ${color.bgMuted};
`;

/**
 * A grey bar in place of text or a control that is not there yet. Put on the element the real content
 * uses (with a no-break space inside), so the placeholder takes exactly the room the content will.
 */
export const skeletonBone = css`
  border-radius: ${radius.sm};
  background: ${color.bgMuted};
  color: transparent;
`;

export interface ListSkeletonProps {
  /** How many rows a first page shows. */
  rows: number;
  /** The height of one row of the final list, in px. */
  rowHeight: number;
  /** Names the skeleton for tests ("board-skeleton"). */
  testId: string;
}

/**
 * The room a list's first page takes while its code or data loads, so nothing below it moves. Marked
 * `data-skeleton`: while one shows, the first screen is still filling and the web fonts wait
 * (theme/web-fonts.ts), so the content that replaces it paints in the font the shell painted in.
 */
export const ListSkeleton = ({ rows, rowHeight, testId }: ListSkeletonProps) => (
  <div aria-hidden="true" data-testid={testId} data-skeleton="">
    {Array.from({ length: rows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
      <Row key={i} style={{ height: rowHeight }} />
    ))}
  </div>
);

/**
 * A page's content before it is there, announced as loading: at least a screen of grey rows, so the
 * footer stays out of sight until the content replaces it whole (issue 13).
 */
export const PageSkeleton = ({ label, ...list }: ListSkeletonProps & { label: string }) => (
  <div role="status" aria-label={label} style={{ minHeight: '100vh' }}>
    <ListSkeleton {...list} />
  </div>
);
