import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { color, fontSize, fontWeight, space } from '../theme/tokens';
import { InboxIcon } from './icons';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.huge} ${space.xl};
  text-align: center;

  & > svg {
    margin-bottom: ${space.xs};
    color: ${color.textDisabled};
  }
`;

const Title = styled.p`
  color: ${color.text};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const Description = styled.p`
  max-width: 360px;
  color: ${color.textTertiary};
  font-size: ${fontSize.md};
`;

const Action = styled.div`
  margin-top: ${space.md};
`;

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A button or link, e.g. '글쓰기'. */
  action?: ReactNode;
  icon?: ReactNode;
  /** 'h1' when the empty state is the whole page (a missing post), so the page keeps its heading. */
  as?: 'h1' | 'h2' | 'p';
}

/** Shown instead of a blank area: no results, nothing yet, page coming soon. */
export const EmptyState = ({ title, description, action, icon, as = 'p' }: EmptyStateProps) => (
  <Root>
    {icon ?? <InboxIcon size={40} />}
    <Title as={as}>{title}</Title>
    {description ? <Description>{description}</Description> : null}
    {action ? <Action>{action}</Action> : null}
  </Root>
);
