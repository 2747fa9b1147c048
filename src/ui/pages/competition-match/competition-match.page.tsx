import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { competitionQueries } from '../../../application/competitions/competition-queries';
import type { YouthMatch } from '../../../contract/competitions';
import { weekdayIndex, weekOf } from '../../../domain/competition-dates';
import { seoulDateKey } from '../../../domain/relative-time';
import {
  COMPETITION_MATCH_TEXT as T,
  COMPETITION_UI_TEXT as U,
} from '../../../domain/text/competition-pages';
import { Button, EmptyState, Spinner } from '../../components';
import { CardList, Status } from '../../features/competitions/competitions.styles';
import { groupMatches, MatchGroupCard } from '../../features/competitions/match-group-card';
import { useServices } from '../../hooks/use-services';
import { PageFrame } from '../page-frame';
import { CupBracket } from './cup-bracket';
import { DateStrip } from './date-strip';
import { MatchFilters } from './match-filters';
import { followedFirst, involvesTeam } from '../../../domain/teams';
import { useFollowedTeams } from '../../features/competitions/use-followed-teams';
import { useMatchParams } from './use-match-params';

const day = (m: YouthMatch) => m.matchDate.slice(0, 10);
const competitionName = (m: YouthMatch) => m.cupName ?? m.leagueName ?? '';

/**
 * /competition/match: a week of days to pick from, filters for age group and competition, and the
 * day's results and fixtures grouped by competition, with emblems, place and round. A chosen cup also
 * shows its group tables and knockout rounds.
 */
export const CompetitionMatchPage = () => {
  const today = seoulDateKey(new Date());
  const { params, setDate, setAge, setCompetition } = useMatchParams(today);
  const { competitions } = useServices();
  const queries = competitionQueries(competitions.competitionsApi);
  const week = weekOf(params.date);
  const matches = useQuery(
    queries.matches({ from: week[0] as string, to: week[6] as string, ageGroup: params.age ?? undefined }),
  );
  const all = useQuery(queries.competitions());
  const followed = useFollowedTeams();
  const chosen = all.data?.data.find((c) => c.id === params.competition) ?? null;
  const weekMatches = useMemo(
    () =>
      (matches.data?.data ?? []).filter(
        (m) => params.competition === null || m.competitionId === params.competition,
      ),
    [matches.data, params.competition],
  );
  const options = useMemo(() => {
    const seen = new Map<number, string>();
    for (const m of matches.data?.data ?? []) seen.set(m.competitionId, competitionName(m));
    if (chosen) seen.set(chosen.id, chosen.name);
    // The competitions a followed team plays in come first (issue 27).
    const ids = new Set(followed.ids);
    const followedIn = new Set(
      (matches.data?.data ?? []).filter((m) => involvesTeam(m, ids)).map((m) => m.competitionId),
    );
    const list = [...seen].map(([id, name]) => ({ id, name }));
    return [...list.filter((c) => followedIn.has(c.id)), ...list.filter((c) => !followedIn.has(c.id))];
  }, [matches.data, chosen, followed.ids]);
  const todays = followedFirst(
    weekMatches.filter((m) => day(m) === params.date),
    followed.ids,
  );
  const withMatches = new Set(weekMatches.map(day));
  const d = params.date;
  const heading = T.dayHeading(
    Number(d.slice(5, 7)),
    Number(d.slice(8, 10)),
    T.weekdays[weekdayIndex(d)] ?? '',
  );
  return (
    <PageFrame title={T.title} width="narrow">
      <DateStrip selected={params.date} today={today} withMatches={withMatches} onSelect={setDate} />
      <MatchFilters
        age={params.age}
        competition={params.competition}
        competitions={options}
        onAge={setAge}
        onCompetition={setCompetition}
        onToday={params.date === today ? undefined : () => setDate(today)}
      />
      {chosen?.kind === 'CUP' ? <CupBracket cupId={chosen.id} /> : null}
      <section aria-labelledby="day-matches" aria-busy={matches.isPending}>
        <h2 id="day-matches" style={{ marginBottom: 12, fontSize: 18, fontWeight: 700 }}>
          {heading}
        </h2>
        {matches.isPending ? (
          <Status role="status">
            <Spinner size={16} />
            {U.loading}
          </Status>
        ) : matches.isError ? (
          <Status role="alert">
            {U.loadFailed}
            <Button size="sm" variant="secondary" onClick={() => void matches.refetch()}>
              {U.retry}
            </Button>
          </Status>
        ) : todays.length === 0 ? (
          <EmptyState title={T.noMatches} description={T.noMatchesHint} />
        ) : (
          <CardList>
            {groupMatches(todays, (m) => String(m.competitionId)).map((g) => (
              <MatchGroupCard
                key={g.key}
                title={`${competitionName(g.matches[0] as YouthMatch)} · ${g.matches[0]?.uageGroup}`}
                matches={g.matches}
                meta="round"
              />
            ))}
          </CardList>
        )}
      </section>
    </PageFrame>
  );
};
