import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { revealQuery } from '../../application/blocks/blocks.queries';
import type { Revealed } from '../../contract/blocks';
import { BLOCK_TEXT as T } from '../../domain/text/blocks';
import { useServices } from '../hooks/use-services';
import { color, fontSize, space } from '../theme/tokens';

const Collapsed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};

  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${color.brand};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

export interface BlockedPlaceholderProps {
  /** The collapsed post or comment. */
  readonly sourceKind: 'article' | 'post' | 'qna' | 'comment';
  readonly sourceId: number;
  /** How the words read once are shown. */
  readonly children: (revealed: Revealed) => ReactNode;
}

/**
 * What a blocker sees of a post or comment of someone they blocked (issue 22): the placeholder and a
 * link to read it once. The words are asked for on that click and kept only while this stays on screen.
 */
export const BlockedPlaceholder = ({ sourceKind, sourceId, children }: BlockedPlaceholderProps) => {
  const { blocksApi } = useServices();
  const [asked, setAsked] = useState(false);
  const reveal = useQuery(revealQuery(blocksApi, { sourceKind, sourceId }, asked));
  if (reveal.data) return <>{children(reveal.data)}</>;
  return (
    <Collapsed data-testid="blocked-placeholder">
      <span>{T.placeholder}</span>
      <button
        type="button"
        aria-busy={reveal.isFetching}
        onClick={() => (asked ? void reveal.refetch() : setAsked(true))}
      >
        {T.showOnce}
      </button>
      {reveal.isError ? <span role="alert">{T.showFailed}</span> : null}
    </Collapsed>
  );
};
