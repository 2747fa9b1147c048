import { AGE_GROUPS, type AgeGroup, DEFAULT_AGE_GROUP } from './catalog';
import { COMPETITION_TEXT } from './text';

type Score = number | string | null | undefined;

export interface MatchScore {
  readonly matchStatus: string | null | undefined;
  readonly homeScore?: Score;
  readonly awayScore?: Score;
  readonly homePk?: Score;
  readonly awayPk?: Score;
}

/** Feeds send scores as numbers or digit strings; anything else is no score. */
const scoreOf = (value: Score): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*[0-9]{1,3}\s*$/.test(value)) return Number(value);
  return null;
};

export const isMatchFinished = (match: Pick<MatchScore, 'matchStatus'>): boolean =>
  typeof match.matchStatus === 'string' && match.matchStatus.trim() === COMPETITION_TEXT.finishedStatus;

/** `2-1` once finished (COMPETITION_TEXT.finishedStatus), with penalties `1-1 (PK 5-4)`; 'VS' before or without a score. */
export const matchScoreText = (match: MatchScore): string => {
  const home = scoreOf(match.homeScore);
  const away = scoreOf(match.awayScore);
  if (!isMatchFinished(match) || home === null || away === null) return COMPETITION_TEXT.versus;
  const homePk = scoreOf(match.homePk);
  const awayPk = scoreOf(match.awayPk);
  // A shootout never ends 0-0: feeds that fill PK columns with zeros had no shootout.
  const hadShootout = homePk !== null && awayPk !== null && homePk + awayPk > 0;
  const pk = hadShootout ? ` (${COMPETITION_TEXT.penaltyLabel} ${homePk}-${awayPk})` : '';
  return `${home}-${away}${pk}`;
};

/** A value has data when it is a non-empty list, or an object holding one (e.g. `{cupInfo, cupMatches}`). */
const hasData = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((v) => Array.isArray(v) && v.length > 0);
  return false;
};

/** The first age-group tab: the youngest group with data, else U11 (spec section 2). */
export const defaultAgeGroup = (
  dataByAgeGroup: Readonly<Record<string, unknown>> | null | undefined,
): AgeGroup => {
  if (typeof dataByAgeGroup !== 'object' || dataByAgeGroup === null) return DEFAULT_AGE_GROUP;
  return (
    AGE_GROUPS.find((group) => Object.hasOwn(dataByAgeGroup, group) && hasData(dataByAgeGroup[group])) ??
    DEFAULT_AGE_GROUP
  );
};
