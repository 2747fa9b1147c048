import { seoulMonthDay } from '../../domain/relative-time';
import { COMPETITION_TEXT } from '../../domain/text/competition';
import { COMPETITION_HOME_TEXT } from '../../domain/text/main-pages';
import { EmptyState } from '../components';
import { PageFrame } from './page-frame';
import { Panel, SectionBlock } from './page-frame.styles';

const T = COMPETITION_HOME_TEXT;

const Section = ({ id, heading, empty }: { id: string; heading: string; empty: string }) => (
  <SectionBlock aria-labelledby={id}>
    <h2 id={id}>{heading}</h2>
    <Panel>
      <EmptyState title={empty} />
    </Panel>
  </SectionBlock>
);

/** /competition/home: the four sections of spec section 2 and the news list, empty until data arrives. */
export const CompetitionHomePage = () => {
  const today = seoulMonthDay(new Date());
  return (
    <PageFrame title={T.title} width="narrow">
      <Section id="cups" heading={T.cups} empty={COMPETITION_TEXT.noOngoingCups} />
      <Section id="cup-matches" heading={T.cupMatches(today)} empty={COMPETITION_TEXT.noCupMatches} />
      <Section id="leagues" heading={T.leagues} empty={COMPETITION_TEXT.noOngoingLeagues} />
      <Section
        id="league-matches"
        heading={T.leagueMatches(today)}
        empty={COMPETITION_TEXT.noLeagueMatches}
      />
      <Section id="news" heading={T.news} empty={T.emptyNews} />
    </PageFrame>
  );
};
