import { styled } from '@linaria/react';
import type { YouthMatch } from '../../../contract/competitions';
import { isMatchFinished, matchScoreText } from '../../../domain/competition';
import { isMatchLive } from '../../../domain/match-status';
import { COMPETITION_TEXT } from '../../../domain/text/competition';
import { COMPETITION_UI_TEXT as T } from '../../../domain/text/competition-pages';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';
import { TeamEmblem } from './team-emblem';
import { TeamLink } from './team-link';

const Row = styled.li`
  display: grid;
  grid-template-columns: 52px minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};

  ${media.mobile} {
    grid-template-columns: 44px minmax(0, 1fr) auto minmax(0, 1fr);
    padding: ${space.md};
  }
`;

const Time = styled.span`
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const Team = styled.span`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  min-width: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};

  &[data-side='home'] {
    justify-content: flex-end;
    text-align: right;
  }
  & > span:last-child,
  &[data-side='home'] > span:first-child {
    overflow-wrap: anywhere;
  }
`;

const Score = styled.span`
  min-width: 56px;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.sm};
  background: ${color.bgMuted};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  white-space: nowrap;

  &[data-finished='true'] {
    background: ${color.text};
    color: ${color.textOnBrand};
  }
  &[data-live='true'] {
    background: ${color.brand};
    color: ${color.textOnBrand};
  }
`;

const Meta = styled.span`
  grid-column: 2 / -1;
  color: ${color.textTertiary};
  font-size: ${fontSize.xs};
  text-align: center;
`;

/** 'HH:mm' of a match, or the unknown-time text. */
const timeOf = (matchDate: string) => (matchDate.length > 10 ? matchDate.slice(11, 16) : T.timeUnknown);

/** Under the teams: nothing, the place, or the round and the place. */
export type MatchMeta = 'none' | 'place' | 'round';

/** One match: time, teams with emblems, the score once finished (진행중 while under way, else VS), and optionally round and place. */
export const MatchRow = ({ match, meta = 'none' }: { match: YouthMatch; meta?: MatchMeta }) => {
  const live = isMatchLive(match);
  const score = live ? COMPETITION_TEXT.liveStatus : matchScoreText(match);
  const details = [meta === 'round' ? match.round : null, match.place].filter(Boolean).join(' · ');
  return (
    <Row>
      <Time>{timeOf(match.matchDate)}</Time>
      <Team data-side="home">
        <span>
          <TeamLink id={match.homeTeamId} name={match.homeTeam} />
        </span>
        <TeamEmblem src={match.homeTeamEmblem} team={match.homeTeam} />
      </Team>
      <Score data-finished={isMatchFinished(match)} data-live={live}>
        {score}
      </Score>
      <Team data-side="away">
        <TeamEmblem src={match.awayTeamEmblem} team={match.awayTeam} />
        <span>
          <TeamLink id={match.awayTeamId} name={match.awayTeam} />
        </span>
      </Team>
      {meta !== 'none' && details ? <Meta>{details}</Meta> : null}
    </Row>
  );
};
