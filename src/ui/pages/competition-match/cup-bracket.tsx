import { useQuery } from '@tanstack/react-query';
import { competitionQueries } from '../../../application/competitions/competition-queries';
import { COMPETITION_MATCH_TEXT as T } from '../../../domain/text/competition-pages';
import { CardList } from '../../features/competitions/competitions.styles';
import { MatchGroupCard } from '../../features/competitions/match-group-card';
import { StandingsTable } from '../../features/competitions/standings-table';
import { useServices } from '../../hooks/use-services';

/** A cup's group tables and knockout rounds, above the day's matches when the cup is chosen. */
export const CupBracket = ({ cupId }: { cupId: number }) => {
  const { competitions } = useServices();
  const cup = useQuery(competitionQueries(competitions.competitionsApi).cup(cupId));
  if (!cup.data) return null;
  const { groups, knockout } = cup.data;
  return (
    <>
      {groups.length > 0 ? (
        <section aria-labelledby="cup-groups" style={{ marginBottom: 24 }}>
          <h2 id="cup-groups" style={{ marginBottom: 12, fontSize: 18, fontWeight: 700 }}>
            {T.groupStandings}
          </h2>
          <div style={{ display: 'grid', gap: 12 }}>
            {groups.map((g) => (
              <div key={g.name}>
                <h3 style={{ marginBottom: 8, fontSize: 15, fontWeight: 700 }}>{T.groupName(g.name)}</h3>
                <StandingsTable name={`${cup.data.cup.name} ${T.groupName(g.name)}`} rows={g.standings} />
              </div>
            ))}
          </div>
        </section>
      ) : null}
      {knockout.length > 0 ? (
        <section aria-labelledby="cup-knockout" style={{ marginBottom: 24 }}>
          <h2 id="cup-knockout" style={{ marginBottom: 12, fontSize: 18, fontWeight: 700 }}>
            {T.knockout}
          </h2>
          <CardList>
            {knockout.map((r) => (
              <MatchGroupCard key={r.round} title={r.round} matches={r.matches} meta="place" />
            ))}
          </CardList>
        </section>
      ) : null}
    </>
  );
};
