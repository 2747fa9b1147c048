import { styled } from '@linaria/react';
import { Link, useLocation } from 'wouter';
import { SHELL_TEXT } from '../../domain/text/shell';
import {
  color,
  fontSize,
  fontWeight,
  NARROW_CONTENT_MAX_WIDTH,
  radius,
  space,
  zIndex,
} from '../theme/tokens';
import { COMPETITION_TAB_BAR_HEIGHT } from './chrome-sizes';
import { competitionTab } from './route-chrome';
import { paths } from '../../domain/paths';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${zIndex.bottomBar};
  border-top: 1px solid ${color.border};
  background: ${color.bg};
  padding-bottom: env(safe-area-inset-bottom);
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  max-width: ${NARROW_CONTENT_MAX_WIDTH}px;
  height: ${COMPETITION_TAB_BAR_HEIGHT}px;
  margin: 0 auto;
`;

const Tab = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  /* The club tab is a button: without a width it shrank to its label while the links filled a quarter. */
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};

  &[aria-current='page'] {
    color: ${color.brand};
  }
  &[aria-disabled='true'] {
    cursor: default;
  }
  &:hover:not([aria-disabled='true']) {
    color: ${color.text};
  }
`;

const Marker = styled.span`
  width: 6px;
  height: 6px;
  border-radius: ${radius.round};
  background: currentColor;
  opacity: 0;
  [aria-current='page'] > & {
    opacity: 1;
  }
`;

/*
 * Centred above the label, where the other tabs show their active dot, and never wrapped: a badge
 * placed beside the label ran out of room in a quarter of a phone's width and stacked its letters.
 */
const Soon = styled.span`
  position: absolute;
  top: 4px;
  left: 50%;
  transform: translateX(-50%);
  padding: 1px ${space.xs};
  border-radius: ${radius.pill};
  background: ${color.bgMuted};
  color: ${color.textSecondary};
  font-size: 10px;
  line-height: 1.4;
  white-space: nowrap;
  word-break: keep-all;
`;

const TABS = [
  { tab: 'home', label: SHELL_TEXT.competitionHome },
  { tab: 'match', label: SHELL_TEXT.competitionMatch },
  { tab: 'league', label: SHELL_TEXT.competitionLeague },
] as const;

const TAB_PATHS = {
  home: paths.competitionHome,
  match: paths.competitionMatch,
  league: paths.competitionLeague,
} as const;

/** The bottom tab bar of the competition pages; the club tab is shown but does not navigate yet. */
export const CompetitionTabBar = () => {
  const [path] = useLocation();
  const active = competitionTab(path);
  return (
    <Bar aria-label={SHELL_TEXT.competitionTabs}>
      <List>
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link href={TAB_PATHS[tab]()} asChild>
              <Tab aria-current={active === tab ? 'page' : undefined}>
                <Marker aria-hidden="true" />
                {label}
              </Tab>
            </Link>
          </li>
        ))}
        <li>
          <Tab
            as="button"
            type="button"
            aria-disabled="true"
            aria-label={`${SHELL_TEXT.competitionClub} (${SHELL_TEXT.comingSoonBadge})`}
          >
            <Marker aria-hidden="true" />
            {SHELL_TEXT.competitionClub}
            <Soon aria-hidden="true">{SHELL_TEXT.comingSoonBadge}</Soon>
          </Tab>
        </li>
      </List>
    </Bar>
  );
};
