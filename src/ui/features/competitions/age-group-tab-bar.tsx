import { styled } from '@linaria/react';
import { AGE_GROUP_LABEL, AGE_GROUPS, type AgeGroup } from '../../../domain/catalog';
import { COMPETITION_UI_TEXT as T } from '../../../domain/text/competition-pages';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

const Bar = styled.div`
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  scrollbar-width: none;
  padding-bottom: ${space.xxs};
`;

const Tab = styled.button`
  position: relative;
  flex: none;
  min-width: 48px;
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.bg};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  cursor: pointer;

  &:hover {
    border-color: ${color.borderStrong};
    color: ${color.text};
  }
  &[aria-pressed='true'] {
    border-color: ${color.text};
    background: ${color.text};
    color: ${color.textOnBrand};
  }
  &[data-empty='true']:not([aria-pressed='true']) {
    color: ${color.textTertiary};
  }
`;

export interface AgeGroupTabBarProps {
  /** What the tabs choose for, e.g. the section heading. */
  readonly label: string;
  readonly selected: AgeGroup;
  readonly onSelect: (group: AgeGroup) => void;
  /** Groups that have data; the others look quieter. Undefined while loading. */
  readonly withData?: ReadonlySet<AgeGroup>;
}

/** The age groups U11…U22 as toggle buttons; the selected one is pressed. */
export const AgeGroupTabBar = ({ label, selected, onSelect, withData }: AgeGroupTabBarProps) => (
  <Bar role="group" aria-label={T.ageGroupTabs(label)}>
    {AGE_GROUPS.map((group) => (
      <Tab
        key={group}
        type="button"
        aria-pressed={group === selected}
        data-empty={withData ? !withData.has(group) : undefined}
        onClick={() => onSelect(group)}
      >
        {AGE_GROUP_LABEL[group]}
      </Tab>
    ))}
  </Bar>
);
