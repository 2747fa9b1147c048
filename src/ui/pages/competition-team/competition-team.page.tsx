import { styled } from '@linaria/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Effect } from 'effect';
import { useState } from 'react';
import { useParams } from 'wouter';
import { competitionKeys, competitionQueries } from '../../../application/competitions/competition-queries';
import type { YouthMatch } from '../../../contract/competitions';
import { TEAM_OPERATIONS } from '../../../contract/teams.operations';
import { idOf } from '../../../domain/paths';
import { outcomeFor, teamMatchGroupKey } from '../../../domain/teams';
import { COMPETITION_UI_TEXT as U } from '../../../domain/text/competition-pages';
import { TEAM_TEXT as T } from '../../../domain/text/teams';
import { Button, Spinner, useToast } from '../../components';
import { CardList, Status } from '../../features/competitions/competitions.styles';
import { groupMatches, MatchGroupCard } from '../../features/competitions/match-group-card';
import { StandingsTable } from '../../features/competitions/standings-table';
import { TeamEmblem } from '../../features/competitions/team-emblem';
import { useLoginPrompt } from '../../hooks/use-login-prompt';
import { useServices } from '../../hooks/use-services';
import { useViewer } from '../../hooks/use-viewer';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { PageFrame } from '../page-frame';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
  margin-bottom: ${space.xl};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xxs} ${space.md};
  margin: 0;
  flex: 1 1 180px;
  font-size: ${fontSize.md};

  dt {
    color: ${color.textTertiary};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeight.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
`;

const Section = styled.section`
  margin-top: ${space.xl};
`;

const Heading = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const Calendar = styled.div`
  margin-top: ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};

  a {
    color: ${color.brandText};
    font-weight: ${fontWeight.semibold};
  }
  p {
    margin: 0 0 ${space.sm};
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
`;

const Form = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
`;

/** A match's competition, the key its card groups under. */
const competitionOf = (m: YouthMatch) => teamMatchGroupKey(m);

/** The team's feed, absolute, and its webcal:// form for calendar apps. */
const calendarUrls = (id: number) => {
  const path = TEAM_OPERATIONS.teamCalendar.path.replace('{id}', String(id));
  const https = `${location.origin}${path}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
};

const FollowButton = ({ teamId, name }: { teamId: number; name: string }) => {
  const { competitions } = useServices();
  const viewer = useViewer();
  const promptLogin = useLoginPrompt();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const followed = useQuery({
    ...competitionQueries(competitions.competitionsApi).followedTeams(viewer?.id ?? 0),
    enabled: viewer !== null,
  });
  const following = followed.data?.data.some((t) => t.id === teamId) ?? false;
  const toggle = async () => {
    if (!viewer) return promptLogin();
    setPending(true);
    try {
      const api = competitions.competitionsApi;
      await Effect.runPromise(following ? api.unfollow(teamId) : api.follow(teamId));
      await queryClient.invalidateQueries({ queryKey: competitionKeys.followedTeams(viewer.id) });
      toast.show({ type: 'success', message: following ? T.unfollowed(name) : T.followed(name) });
    } catch {
      toast.show({ type: 'error', message: T.followFailed });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="sm"
      pending={pending}
      aria-pressed={following}
      aria-label={following ? T.unfollowLabel(name) : T.followLabel(name)}
      onClick={() => void toggle()}
    >
      {following ? T.following : T.follow}
    </Button>
  );
};

/**
 * /competition/team/:id (issue 27): a team's emblem, region and age groups, its matches still to play
 * and its results (with PK), its row in each league and cup group, 팔로우 for a member, and its match
 * calendar to subscribe to.
 */
export const CompetitionTeamPage = () => {
  const params = useParams<{ id: string }>();
  const id = idOf(params.id);
  const { competitions } = useServices();
  const detail = useQuery({
    ...competitionQueries(competitions.competitionsApi).team(id ?? 0),
    enabled: id !== null,
  });
  if (id === null || detail.isError)
    return (
      <PageFrame title={T.notFound} width="narrow">
        <Status role="alert">
          {id === null ? T.notFound : U.loadFailed}
          {id === null ? null : (
            <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
              {U.retry}
            </Button>
          )}
        </Status>
      </PageFrame>
    );
  if (!detail.data)
    return (
      <PageFrame title={U.loading} width="narrow">
        <Status role="status">
          <Spinner size={16} />
          {U.loading}
        </Status>
      </PageFrame>
    );
  const { team, regions, ageGroups, upcoming, results, standings } = detail.data;
  const urls = calendarUrls(team.id);
  return (
    <PageFrame title={team.name} width="narrow">
      <Header>
        <TeamEmblem src={team.emblemUrl} team={team.name} size={64} />
        <Facts>
          <dt>{T.region}</dt>
          <dd>{regions.length > 0 ? regions.join(', ') : '-'}</dd>
          <dt>{T.ageGroups}</dt>
          <dd>{ageGroups.length > 0 ? ageGroups.join(', ') : '-'}</dd>
        </Facts>
        <Actions>
          <FollowButton teamId={team.id} name={team.name} />
        </Actions>
      </Header>

      <Section aria-labelledby="team-upcoming">
        <Heading id="team-upcoming">{T.upcoming}</Heading>
        {upcoming.length === 0 ? (
          <Status>{T.noUpcoming}</Status>
        ) : (
          <CardList>
            {groupMatches(upcoming, competitionOf).map((g) => (
              <MatchGroupCard key={g.key} title={g.key} matches={g.matches} meta="place" />
            ))}
          </CardList>
        )}
      </Section>

      <Section aria-labelledby="team-results">
        <Heading id="team-results">{T.results}</Heading>
        {results.length === 0 ? (
          <Status>{T.noResults}</Status>
        ) : (
          <>
            <Form aria-label={T.recentForm}>
              {results
                .slice(0, 5)
                .map((m) => outcomeFor(m, team.id))
                .join(' ')}
            </Form>
            <CardList>
              {groupMatches(results, competitionOf).map((g) => (
                <MatchGroupCard key={g.key} title={g.key} matches={g.matches} meta="round" />
              ))}
            </CardList>
          </>
        )}
      </Section>

      <Section aria-labelledby="team-standings">
        <Heading id="team-standings">{T.standings}</Heading>
        {standings.length === 0 ? (
          <Status>{T.noStandings}</Status>
        ) : (
          standings.map((s) => {
            const name = s.group ? `${s.competition.name} ${s.group}` : s.competition.name;
            return (
              <div key={`${s.competition.id}-${s.group ?? ''}`} style={{ marginBottom: 12 }}>
                <StandingsTable
                  name={name}
                  rows={[s.row]}
                  note={`${name} · ${T.rankOf(s.row.rank)} / ${s.teams}`}
                />
              </div>
            );
          })
        )}
      </Section>

      <Calendar>
        <Heading>{T.calendar}</Heading>
        <p>{T.calendarHint}</p>
        <Links>
          <a href={urls.webcal}>{T.calendar}</a>
          <a href={urls.https} download={`${team.name}.ics`}>
            {T.calendarDownload}
          </a>
        </Links>
      </Calendar>
    </PageFrame>
  );
};
