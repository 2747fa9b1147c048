import type { ReactNode } from 'react';
import { EmptyState } from '../components';
import { PageFrameTitle } from './page-title';
import { FrameDescription, FrameHeader, FrameRoot, FrameTitle, Panel } from './page-frame.styles';

export interface PageFrameProps {
  readonly title: string;
  readonly description?: string;
  /** Right side of the heading row (buttons, dropdowns). */
  readonly aside?: ReactNode;
  readonly width?: 'wide' | 'narrow' | 'form';
  readonly children?: ReactNode;
}

/** The common page body: an h1 with an optional description and a document title to match. */
export const PageFrame = ({ title, description, aside, width = 'wide', children }: PageFrameProps) => {
  return (
    <FrameRoot data-width={width}>
      <PageFrameTitle title={title} />
      <FrameHeader>
        <div>
          <FrameTitle>{title}</FrameTitle>
          {description ? <FrameDescription>{description}</FrameDescription> : null}
        </div>
        {aside}
      </FrameHeader>
      {children}
    </FrameRoot>
  );
};

/** A panel holding the empty state of content that a later release fills in. */
export const PendingContent = ({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) => (
  <Panel>
    <EmptyState title={title} description={description} action={action} />
  </Panel>
);
