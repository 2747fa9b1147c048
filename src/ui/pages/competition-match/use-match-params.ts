import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type AgeGroup, isAgeGroup } from '../../../domain/catalog';
import { isCalendarDay } from '../../../domain/competition-dates';
import { paths } from '../../../domain/paths';

export interface MatchParams {
  /** The selected day, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly age: AgeGroup | null;
  readonly competition: number | null;
}

const read = (search: string, today: string): MatchParams => {
  const q = new URLSearchParams(search);
  const date = q.get('date') ?? '';
  const age = q.get('age');
  const competition = Number(q.get('competition'));
  return {
    date: isCalendarDay(date) ? date : today,
    age: isAgeGroup(age) ? age : null,
    competition: Number.isSafeInteger(competition) && competition > 0 ? competition : null,
  };
};

/** Day, age group and competition of the match page live in the address, so a view can be shared. */
export const useMatchParams = (today: string) => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => read(search, today), [search, today]);
  const go = useCallback(
    (next: MatchParams) =>
      navigate(
        paths.competitionMatch({
          date: next.date === today ? undefined : next.date,
          age: next.age ?? undefined,
          competition: next.competition ?? undefined,
        }),
        { replace: true },
      ),
    [navigate, today],
  );
  return {
    params,
    setDate: (date: string) => go({ ...params, date }),
    // Another age group has other competitions: the competition filter starts over.
    setAge: (age: AgeGroup | null) => go({ ...params, age, competition: null }),
    setCompetition: (competition: number | null) => go({ ...params, competition }),
  };
};
