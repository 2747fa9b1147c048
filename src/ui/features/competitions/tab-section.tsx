import type { ReactNode } from 'react';
import type { AgeGroup } from '../../../domain/catalog';
import { COMPETITION_UI_TEXT as T } from '../../../domain/text/competition-pages';
import { Button, Spinner } from '../../components';
import { AgeGroupTabBar } from './age-group-tab-bar';
import { EmptyBox, SectionHead, Status } from './competitions.styles';

export interface TabSectionProps {
  readonly id: string;
  readonly heading: string;
  readonly tabs: {
    readonly status: 'loading' | 'ready' | 'failed';
    readonly selected: AgeGroup;
    readonly withData?: ReadonlySet<AgeGroup>;
    readonly select: (group: AgeGroup) => void;
    readonly retry: () => void;
  };
  /** The empty text of spec section 2 when the selected group has nothing. */
  readonly empty: string;
  /** The selected group's content, or null when it has none. */
  readonly children: ReactNode | null;
}

/** A competition section: heading, age-group tabs, then the content, a loading line, a failure or the empty text. */
export const TabSection = ({ id, heading, tabs, empty, children }: TabSectionProps) => (
  <section aria-labelledby={id} aria-busy={tabs.status === 'loading'} style={{ marginBottom: 32 }}>
    <SectionHead>
      <h2 id={id}>{heading}</h2>
      <AgeGroupTabBar
        label={heading}
        selected={tabs.selected}
        onSelect={tabs.select}
        withData={tabs.withData}
      />
    </SectionHead>
    {tabs.status === 'loading' ? (
      <Status role="status">
        <Spinner size={16} />
        {T.loading}
      </Status>
    ) : tabs.status === 'failed' ? (
      <Status role="alert">
        {T.loadFailed}
        <Button size="sm" variant="secondary" onClick={tabs.retry}>
          {T.retry}
        </Button>
      </Status>
    ) : children === null ? (
      <EmptyBox>{empty}</EmptyBox>
    ) : (
      children
    )}
  </section>
);
