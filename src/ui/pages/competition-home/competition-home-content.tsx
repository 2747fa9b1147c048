import { HOME_SECTIONS } from '../../../application/competitions/provide-competitions';
import type { YouthMatch } from '../../../contract/competitions';
import { liveFirst } from '../../../domain/match-status';
import { paths } from '../../../domain/paths';
import { COMPETITION_TEXT } from '../../../domain/text/competition';
import { COMPETITION_HOME_TEXT as H } from '../../../domain/text/main-pages';
import { CompetitionCard } from '../../features/competitions/competition-card';
import { PageSkeleton } from '../../components';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { CardList } from '../../features/competitions/competitions.styles';
import { groupMatches, MatchGroupCard } from '../../features/competitions/match-group-card';
import { NewsList } from '../../features/competitions/news-list';
import { TabSection } from '../../features/competitions/tab-section';
import { useAgeGroupTabs } from '../../features/competitions/use-age-group-tabs';
import { useCompetitionMachines } from '../../features/competitions/use-competition-machines';
import { FollowedNextMatches } from '../../features/competitions/followed-next-matches';
import { useFollowedTeams } from '../../features/competitions/use-followed-teams';
import { followedFirst } from '../../../domain/teams';

/** Today's matches by competition: those under way first, and the competitions holding them (liveFirst). */
const MatchGroups = ({
  matches,
  nameOf,
  followed,
}: {
  matches: readonly YouthMatch[];
  nameOf: (m: YouthMatch) => string;
  /** The member's followed teams: their matches (and competitions) first (issue 27). */
  followed: readonly number[];
}) => (
  <CardList>
    {groupMatches(followedFirst(liveFirst(matches), followed), (m) => String(m.competitionId)).map((g) => (
      <MatchGroupCard key={g.key} title={nameOf(g.matches[0] as YouthMatch)} matches={g.matches} />
    ))}
  </CardList>
);

/**
 * The four sections of spec section 2 (ongoing cups, today's cup matches, ongoing leagues, today's
 * league matches), each with its own age-group tabs, then the youth news. Loaded with its data, in
 * parallel with the first request. The sections appear together once the cups and the leagues are in
 * (until then the page's skeleton): their heights depend on the data, so one arriving before the
 * other would push the rest down (issue 13).
 */
export const CompetitionHomeContent = ({ monthDay, today }: { monthDay: string; today: string }) => {
  const machines = useCompetitionMachines();
  const cups = useAgeGroupTabs(machines.cupTabs, HOME_SECTIONS.cups);
  const cupMatches = useAgeGroupTabs(machines.cupTabs, HOME_SECTIONS.cupMatches);
  const leagues = useAgeGroupTabs(machines.leagueTabs, HOME_SECTIONS.leagues);
  const leagueMatches = useAgeGroupTabs(machines.leagueTabs, HOME_SECTIONS.leagueMatches);
  const cupList = cups.data?.[cups.selected].cupInfo ?? [];
  const cupMatchList = cupMatches.data?.[cupMatches.selected].cupMatches ?? [];
  const leagueList = leagues.data?.[leagues.selected].leagueInfo ?? [];
  const leagueMatchList = leagueMatches.data?.[leagueMatches.selected].leagueMatches ?? [];
  const loading = [cups, cupMatches, leagues, leagueMatches].some((tabs) => tabs.status === 'loading');
  const followed = useFollowedTeams();
  return (
    <>
      <FollowedNextMatches teams={followed.teams} />
      {loading ? (
        <PageSkeleton label={SHELL_TEXT.loading} rows={4} rowHeight={200} testId="competition-skeleton" />
      ) : (
        <>
          <TabSection id="cups" heading={H.cups} tabs={cups} empty={COMPETITION_TEXT.noOngoingCups}>
            {cupList.length === 0 ? null : (
              <CardList>
                {cupList.map((c) => (
                  <CompetitionCard
                    key={c.id}
                    name={c.cupName}
                    place={c.place}
                    start={c.playSDate}
                    end={c.playEDate}
                    ageGroup={c.uageGroup}
                    href={paths.competitionMatch({ date: today, age: c.uageGroup, competition: c.id })}
                  />
                ))}
              </CardList>
            )}
          </TabSection>
          <TabSection
            id="cup-matches"
            heading={H.cupMatches(monthDay)}
            tabs={cupMatches}
            empty={COMPETITION_TEXT.noCupMatches}
          >
            {cupMatchList.length === 0 ? null : (
              <MatchGroups matches={cupMatchList} nameOf={(m) => m.cupName ?? ''} followed={followed.ids} />
            )}
          </TabSection>
          <TabSection
            id="leagues"
            heading={H.leagues}
            tabs={leagues}
            empty={COMPETITION_TEXT.noOngoingLeagues}
          >
            {leagueList.length === 0 ? null : (
              <CardList>
                {leagueList.map((l) => (
                  <CompetitionCard
                    key={l.id}
                    name={l.leagueName}
                    place={l.place}
                    start={l.playSDate}
                    end={l.playEDate}
                    ageGroup={l.uageGroup}
                    href={paths.competitionLeague({ age: l.uageGroup, league: l.id })}
                  />
                ))}
              </CardList>
            )}
          </TabSection>
          <TabSection
            id="league-matches"
            heading={H.leagueMatches(monthDay)}
            tabs={leagueMatches}
            empty={COMPETITION_TEXT.noLeagueMatches}
          >
            {leagueMatchList.length === 0 ? null : (
              <MatchGroups
                matches={leagueMatchList}
                nameOf={(m) => m.leagueName ?? ''}
                followed={followed.ids}
              />
            )}
          </TabSection>
        </>
      )}
      <section aria-labelledby="news">
        <h2 id="news" style={{ marginBottom: 12, fontSize: 18, fontWeight: 700 }}>
          {H.news}
        </h2>
        <NewsList />
      </section>
    </>
  );
};
