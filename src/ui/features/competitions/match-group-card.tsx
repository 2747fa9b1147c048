import { type ReactNode, useId, useState } from 'react';
import type { YouthMatch } from '../../../contract/competitions';
import { COMPETITION_UI_TEXT as T } from '../../../domain/text/competition-pages';
import { ChevronDownIcon } from '../../components';
import { Card, CardHeader, HeaderMeta, HeaderName, Rows } from './competitions.styles';
import { type MatchMeta, MatchRow } from './match-row';

export interface MatchGroupCardProps {
  readonly title: string;
  readonly matches: readonly YouthMatch[];
  /** What to show under each match. */
  readonly meta?: MatchMeta;
  readonly defaultOpen?: boolean;
  /** Shown under the header while open (e.g. a link to the competition). */
  readonly footer?: ReactNode;
}

/** Matches of one competition or round under a header that collapses and expands them (spec section 2). */
export const MatchGroupCard = ({
  title,
  matches,
  meta = 'none',
  defaultOpen = true,
  footer,
}: MatchGroupCardProps) => {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <li>
      <Card>
        <CardHeader>
          <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((x) => !x)}>
            <ChevronDownIcon size={18} aria-hidden="true" />
            <HeaderName>{title}</HeaderName>
            <HeaderMeta>{T.matchCount(matches.length)}</HeaderMeta>
          </button>
        </CardHeader>
        <div id={id} hidden={!open}>
          <Rows>
            {matches.map((m) => (
              <MatchRow key={m.id} match={m} meta={meta} />
            ))}
          </Rows>
          {footer}
        </div>
      </Card>
    </li>
  );
};

/** Matches grouped by a key (competition, round), in first-seen order. */
export const groupMatches = (
  matches: readonly YouthMatch[],
  keyOf: (m: YouthMatch) => string,
): { key: string; matches: YouthMatch[] }[] => {
  const groups = new Map<string, YouthMatch[]>();
  for (const m of matches) groups.set(keyOf(m), [...(groups.get(keyOf(m)) ?? []), m]);
  return [...groups].map(([key, list]) => ({ key, matches: list }));
};
