import { styled } from '@linaria/react';
import type { StandingRow } from '../../../contract/competitions';
import { COMPETITION_LEAGUE_TEXT as T } from '../../../domain/text/competition-pages';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { TeamEmblem } from './team-emblem';
import { TeamLink } from './team-link';

/** Scrolls sideways on a narrow screen; a focusable region, so a keyboard can scroll it too (WCAG 2.1.1). */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
`;

const Table = styled.table`
  width: 100%;
  min-width: 520px;
  border-collapse: collapse;
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${space.md} ${space.lg} 0;
    color: ${color.textTertiary};
    font-size: ${fontSize.xs};
    text-align: left;
    caption-side: bottom;
    padding-bottom: ${space.md};
  }
  th,
  td {
    padding: ${space.sm} ${space.xs};
    border-bottom: 1px solid ${color.border};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    background: ${color.bgSubtle};
    color: ${color.textSecondary};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  th[scope='row'] {
    text-align: left;
    font-weight: ${fontWeight.semibold};
  }
  td[data-strong] {
    font-weight: ${fontWeight.bold};
  }
`;

const TeamCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
`;

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference'] as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A league or group table: rank, team, played, won, drawn, lost, goals for and against, difference, points. */
export const StandingsTable = ({
  name,
  rows,
  note,
}: {
  name: string;
  rows: readonly StandingRow[];
  note?: string;
}) => (
  <Scroller tabIndex={0} role="region" aria-label={T.standingsCaption(name)}>
    <Table>
      <caption>{note ?? T.standingsCaption(name)}</caption>
      <thead>
        <tr>
          <th scope="col">{T.columns.rank}</th>
          <th scope="col">{T.columns.team}</th>
          {COLUMNS.map((c) => (
            <th scope="col" key={c}>
              {T.columns[c]}
            </th>
          ))}
          <th scope="col">{T.columns.points}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.team}>
            <td>{r.rank}</td>
            <th scope="row">
              <TeamCell>
                <TeamEmblem src={r.teamEmblem} team={r.team} size={20} />
                <TeamLink id={r.teamId} name={r.team} />
              </TeamCell>
            </th>
            {COLUMNS.map((c) => (
              <td key={c}>{c === 'goalDifference' ? signed(r[c]) : r[c]}</td>
            ))}
            <td data-strong="">{r.points}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  </Scroller>
);
