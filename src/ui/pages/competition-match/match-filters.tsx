import { styled } from '@linaria/react';
import { useId } from 'react';
import { AGE_GROUP_LABEL, AGE_GROUPS, type AgeGroup, isAgeGroup } from '../../../domain/catalog';
import { COMPETITION_MATCH_TEXT as T } from '../../../domain/text/competition-pages';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.md};
  margin-bottom: ${space.xl};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  min-width: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};

  &[data-grow] {
    flex: 1;
    min-width: 180px;
  }
  select {
    height: 38px;
    max-width: 100%;
    padding: 0 ${space.sm};
    border: 1px solid ${color.borderStrong};
    border-radius: ${radius.md};
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.regular};
  }
`;

const Today = styled.button`
  height: 38px;
  padding: 0 ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  cursor: pointer;

  &:hover {
    background: ${color.bgHover};
  }
`;

export interface MatchFiltersProps {
  readonly age: AgeGroup | null;
  readonly competition: number | null;
  readonly competitions: readonly { id: number; name: string }[];
  readonly onAge: (age: AgeGroup | null) => void;
  readonly onCompetition: (id: number | null) => void;
  /** Shown when another day than today is selected. */
  readonly onToday?: () => void;
}

/** Age group and competition filters, and a way back to today. */
export const MatchFilters = ({
  age,
  competition,
  competitions,
  onAge,
  onCompetition,
  onToday,
}: MatchFiltersProps) => {
  const id = useId();
  return (
    <Row role="group" aria-label={T.filters}>
      <Field>
        <label htmlFor={`${id}-age`}>{T.ageFilter}</label>
        <select
          id={`${id}-age`}
          value={age ?? ''}
          onChange={(e) => onAge(isAgeGroup(e.target.value) ? e.target.value : null)}
        >
          <option value="">{T.allAgeGroups}</option>
          {AGE_GROUPS.map((g) => (
            <option key={g} value={g}>
              {AGE_GROUP_LABEL[g]}
            </option>
          ))}
        </select>
      </Field>
      <Field data-grow="">
        <label htmlFor={`${id}-competition`}>{T.competitionFilter}</label>
        <select
          id={`${id}-competition`}
          value={competition ?? ''}
          onChange={(e) => onCompetition(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{T.allCompetitions}</option>
          {competitions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      {onToday ? (
        <Today type="button" onClick={onToday}>
          {T.thisWeek}
        </Today>
      ) : null}
    </Row>
  );
};
