import { useQueries } from '@tanstack/react-query';
import { competitionQueries } from '../../../application/competitions/competition-queries';
import type { YouthMatch } from '../../../contract/competitions';
import type { Team } from '../../../contract/teams';
import { TEAM_TEXT as T } from '../../../domain/text/teams';
import { useServices } from '../../hooks/use-services';
import { CardList } from './competitions.styles';
import { MatchGroupCard } from './match-group-card';

/** How many followed teams the home shows the next match of. */
const SHOWN = 5;

/**
 * The competition home's first section for a member who follows teams (issue 27): each followed
 * team's next match (its team page's first upcoming one), earliest followed first.
 */
export const FollowedNextMatches = ({ teams }: { teams: readonly Team[] }) => {
  const { competitions } = useServices();
  const queries = competitionQueries(competitions.competitionsApi);
  const details = useQueries({
    queries: teams.slice(0, SHOWN).map((t) => ({ ...queries.team(t.id), meta: { silent: true } })),
  });
  const next = details.flatMap((d) => {
    const match = d.data?.upcoming[0];
    return d.data && match ? [{ team: d.data.team, match }] : [];
  });
  if (teams.length === 0) return null;
  return (
    <section aria-labelledby="followed-next" data-testid="followed-next" style={{ marginBottom: 24 }}>
      <h2 id="followed-next" style={{ marginBottom: 12, fontSize: 18, fontWeight: 700 }}>
        {T.followedTeamsNext}
      </h2>
      {next.length === 0 ? (
        <p>{T.noUpcoming}</p>
      ) : (
        <CardList>
          {next.map(({ team, match }: { team: Team; match: YouthMatch }) => (
            <MatchGroupCard
              key={team.id}
              title={`${team.name} · ${match.matchDate.slice(5, 10).replace('-', '.')}`}
              matches={[match]}
              meta="place"
            />
          ))}
        </CardList>
      )}
    </section>
  );
};
