import { styled } from '@linaria/react';
import { addDays, weekdayIndex, weekOf } from '../../../domain/competition-dates';
import { COMPETITION_MATCH_TEXT as T } from '../../../domain/text/competition-pages';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

const Strip = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${space.xs};
  margin-bottom: ${space.lg};
`;

const Days = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${space.xs};
`;

const Arrow = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  color: ${color.textSecondary};
  cursor: pointer;

  &:hover {
    background: ${color.bgHover};
  }
`;

const Day = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${space.sm} 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  color: ${color.text};
  font-size: ${fontSize.xs};
  cursor: pointer;

  strong {
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
  &[data-today='true'] {
    border-color: ${color.brand};
  }
  &[aria-pressed='true'] {
    border-color: ${color.text};
    background: ${color.text};
    color: ${color.textOnBrand};
  }
  &:hover:not([aria-pressed='true']) {
    background: ${color.bgHover};
  }
`;

const Dot = styled.span`
  width: 5px;
  height: 5px;
  border-radius: ${radius.round};
  background: currentColor;
  opacity: 0;

  &[data-on='true'] {
    opacity: 0.8;
  }
`;

export interface DateStripProps {
  readonly selected: string;
  readonly today: string;
  /** Days of the shown week that have matches. */
  readonly withMatches: ReadonlySet<string>;
  readonly onSelect: (day: string) => void;
}

/** The week of the selected day (Monday first) and the previous and next weeks; days with matches show a dot. */
export const DateStrip = ({ selected, today, withMatches, onSelect }: DateStripProps) => {
  const label = (day: string) => {
    const weekday = T.weekdays[weekdayIndex(day)] ?? '';
    const text = T.dayLabel(Number(day.slice(5, 7)), Number(day.slice(8, 10)), weekday);
    return withMatches.has(day) ? `${text}, ${T.hasMatches}` : text;
  };
  return (
    <Strip role="group" aria-label={T.dateStrip}>
      <Arrow type="button" aria-label={T.prevWeek} onClick={() => onSelect(addDays(selected, -7))}>
        <ChevronLeftIcon size={18} aria-hidden="true" />
      </Arrow>
      <Days>
        {weekOf(selected).map((day) => (
          <Day
            key={day}
            type="button"
            aria-pressed={day === selected}
            aria-label={label(day)}
            data-today={day === today}
            onClick={() => onSelect(day)}
          >
            <span aria-hidden="true">{T.weekdays[weekdayIndex(day)]}</span>
            <strong aria-hidden="true">{Number(day.slice(8, 10))}</strong>
            <Dot aria-hidden="true" data-on={withMatches.has(day)} />
          </Day>
        ))}
      </Days>
      <Arrow type="button" aria-label={T.nextWeek} onClick={() => onSelect(addDays(selected, 7))}>
        <ChevronRightIcon size={18} aria-hidden="true" />
      </Arrow>
    </Strip>
  );
};
