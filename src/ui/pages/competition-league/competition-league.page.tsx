import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { competitionQueries } from '../../../application/competitions/competition-queries';
import { LEAGUES_BY_AGE } from '../../../application/competitions/provide-competitions';
import { isAgeGroup } from '../../../domain/catalog';
import { isOngoing } from '../../../domain/competition-dates';
import { paths } from '../../../domain/paths';
import { seoulDateKey } from '../../../domain/relative-time';
import {
  COMPETITION_LEAGUE_TEXT as T,
  COMPETITION_UI_TEXT as U,
} from '../../../domain/text/competition-pages';
import { Button, Spinner } from '../../components';
import { CardList, Status } from '../../features/competitions/competitions.styles';
import { groupMatches, MatchGroupCard } from '../../features/competitions/match-group-card';
import { StandingsTable } from '../../features/competitions/standings-table';
import { TabSection } from '../../features/competitions/tab-section';
import { useAgeGroupTabs } from '../../features/competitions/use-age-group-tabs';
import { useCompetitionMachines } from '../../features/competitions/use-competition-machines';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { PageFrame } from '../page-frame';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin-bottom: ${space.lg};

  button {
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.bg};
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
    color: ${color.brandText};
  }
`;

const SubHeading = styled.h3`
  margin: ${space.xl} 0 ${space.md};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const useLeagueParams = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(search);
  const age = q.get('age');
  const league = Number(q.get('league'));
  return {
    age: isAgeGroup(age) ? age : null,
    league: Number.isSafeInteger(league) && league > 0 ? league : null,
    go: (next: { age?: string; league?: number }) =>
      navigate(paths.competitionLeague(next), { replace: true }),
  };
};

const LeagueDetailView = ({ id }: { id: number }) => {
  const { competitions } = useServices();
  const detail = useQuery(competitionQueries(competitions.competitionsApi).league(id));
  if (detail.isPending)
    return (
      <Status role="status">
        <Spinner size={16} />
        {U.loading}
      </Status>
    );
  if (detail.isError)
    return (
      <Status role="alert">
        {U.loadFailed}
        <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
          {U.retry}
        </Button>
      </Status>
    );
  const { league, standings, matches } = detail.data;
  return (
    <>
      <SubHeading>{T.standings}</SubHeading>
      <StandingsTable name={league.name} rows={standings} note={T.tieBreak} />
      <SubHeading>{T.fixtures}</SubHeading>
      <CardList>
        {groupMatches(matches, (m) => m.round ?? m.matchDate.slice(0, 10)).map((g) => (
          <MatchGroupCard
            key={g.key}
            title={`${g.key} · ${g.matches[0]?.matchDate.slice(5, 10).replace('-', '.')}`}
            matches={g.matches}
            meta="place"
          />
        ))}
      </CardList>
    </>
  );
};

/**
 * /competition/league: per age group and league, the table computed from finished matches (points,
 * head-to-head, goal difference, goals scored) and the league's fixtures and results.
 */
export const CompetitionLeaguePage = () => {
  const params = useLeagueParams();
  const tabs = useAgeGroupTabs(useCompetitionMachines().leagueListTabs, LEAGUES_BY_AGE);
  const { select } = tabs;
  // An age group in the address (a link from the home) wins over the first group with leagues.
  useEffect(() => {
    if (params.age) select(params.age);
  }, [params.age, select]);
  const today = seoulDateKey(new Date());
  const leagues = (tabs.data?.data ?? []).filter((c) => c.uageGroup === tabs.selected);
  const chosen =
    leagues.find((l) => l.id === params.league) ??
    leagues.find((l) => isOngoing(l, today)) ??
    leagues[0] ??
    null;
  return (
    <PageFrame title={T.title} width="narrow">
      <TabSection
        id="league-tabs"
        heading={T.leaguePicker}
        tabs={{ ...tabs, select: (age) => params.go({ age }) }}
        empty={T.noLeagues}
      >
        {chosen === null ? null : (
          <>
            {leagues.length > 1 ? (
              <Picker role="group" aria-label={T.leaguePicker}>
                {leagues.map((l) => (
                  <button
                    key={l.id}
                    type="button"
                    aria-pressed={l.id === chosen.id}
                    onClick={() => params.go({ age: l.uageGroup, league: l.id })}
                  >
                    {l.name}
                  </button>
                ))}
              </Picker>
            ) : (
              <p style={{ marginBottom: 8, fontWeight: 700 }}>{chosen.name}</p>
            )}
            <LeagueDetailView id={chosen.id} />
          </>
        )}
      </TabSection>
    </PageFrame>
  );
};
