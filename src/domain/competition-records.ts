import type { AgeGroup } from './catalog';
import { isMatchFinished } from './competition';
import {
  ageGroupOf,
  dayOf,
  emblemOf,
  fieldReader,
  isBlank,
  LIMITS,
  normalizeMatchDate,
  type Problems,
  type RejectedRecord,
  requiredText,
  scoreOf,
  textOf,
} from './competition-fields';
import { COMPETITION_IMPORT_TEXT as T } from './text/competition-import';

export type { RejectedRecord } from './competition-fields';

/*
 * Rows of a competition file (JSON or CSV) in the field names of the Korean association's feed (spec
 * section 3): cups (cupId, cupName, place, playSDate, playEDate, uageGroup), leagues (leagueId,
 * leagueName, …) and matches (matchDate, matchStatus, homeTeam, awayTeam, homeScore, awayScore,
 * homeTeamEmblem, awayTeamEmblem, cupId or leagueId, place, round, uageGroup, homePk, awayPk, and an
 * optional matchId). Each row is checked field by field; a file with any rejected row imports nothing.
 */

export type CompetitionKind = 'CUP' | 'LEAGUE';
export type RecordKind = 'cup' | 'league' | 'match';

/** One row as read from the file: its line (1-based) and its fields. `kind` when the file's shape says it. */
export interface RawRecord {
  readonly line: number;
  readonly kind?: RecordKind;
  readonly fields: unknown;
}

/** A competition is one cup or league in one age group: the feed repeats ids across age groups. */
export interface CompetitionKey {
  readonly kind: CompetitionKind;
  readonly sourceId: string;
  readonly ageGroup: AgeGroup;
}

export const competitionKeyText = (key: CompetitionKey): string =>
  `${key.kind}:${key.ageGroup}:${key.sourceId}`;

export interface CompetitionEntry extends CompetitionKey {
  readonly line: number;
  readonly name: string;
  readonly place: string | null;
  readonly startDate: string;
  readonly endDate: string;
}

export interface MatchEntry {
  readonly line: number;
  readonly competition: CompetitionKey;
  /** Stable identity across re-imports: the feed's matchId, else competition, day and teams. */
  readonly sourceKey: string;
  readonly day: string;
  /** 'HH:mm' in Asia/Seoul, or null when the feed gives only the day. */
  readonly time: string | null;
  readonly status: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly homePk: number | null;
  readonly awayPk: number | null;
  readonly place: string | null;
  readonly round: string | null;
}

export interface TeamEntry {
  readonly name: string;
  /** Last emblem the file gives for the team; null keeps what is stored. */
  readonly emblem: string | null;
}

export interface CompetitionImport {
  readonly competitions: readonly CompetitionEntry[];
  readonly matches: readonly MatchEntry[];
  readonly teams: readonly TeamEntry[];
}

/** Which kind of row this is: the file's shape says so, else the fields do. */
const kindOf = (record: RawRecord, get: (name: string) => unknown): RecordKind | null => {
  if (record.kind) return record.kind;
  if (!isBlank(get('homeTeam')) || !isBlank(get('awayTeam')) || !isBlank(get('matchDate'))) return 'match';
  if (!isBlank(get('leagueId'))) return 'league';
  if (!isBlank(get('cupId'))) return 'cup';
  return null;
};

const readCompetition = (
  line: number,
  kind: CompetitionKind,
  get: (name: string) => unknown,
  problems: Problems,
): CompetitionEntry | null => {
  const [idField, nameField] = kind === 'CUP' ? ['cupId', 'cupName'] : ['leagueId', 'leagueName'];
  const before = problems.length;
  const sourceId = requiredText(get(idField), idField, LIMITS.id, line, problems);
  const name = requiredText(get(nameField), nameField, LIMITS.name, line, problems);
  const place = textOf(get('place'), 'place', LIMITS.place, line, problems);
  const startDate = dayOf(get('playSDate'), 'playSDate', line, problems);
  const endDate = dayOf(get('playEDate'), 'playEDate', line, problems);
  const ageGroup = ageGroupOf(get('uageGroup'), line, problems);
  if (startDate && endDate && endDate < startDate)
    problems.push({ line, field: 'playEDate', reason: T.endBeforeStart });
  if (problems.length > before || !sourceId || !name || !startDate || !endDate || !ageGroup) return null;
  return { line, kind, sourceId, name, place, startDate, endDate, ageGroup };
};

type ReadMatch = MatchEntry & { readonly homeEmblem: string | null; readonly awayEmblem: string | null };

const readMatch = (line: number, get: (name: string) => unknown, problems: Problems): ReadMatch | null => {
  const before = problems.length;
  const cupId = textOf(get('cupId'), 'cupId', LIMITS.id, line, problems);
  const leagueId = textOf(get('leagueId'), 'leagueId', LIMITS.id, line, problems);
  if (cupId === null && leagueId === null && problems.length === before)
    problems.push({ line, field: 'cupId', reason: T.competitionMissing });
  if (cupId !== null && leagueId !== null)
    problems.push({ line, field: 'leagueId', reason: T.bothCompetitions });
  const dateText = requiredText(get('matchDate'), 'matchDate', 40, line, problems);
  const date = dateText === null ? null : normalizeMatchDate(dateText);
  if (dateText !== null && date === null)
    problems.push({ line, field: 'matchDate', reason: T.invalidDateTime });
  const status = requiredText(get('matchStatus'), 'matchStatus', LIMITS.status, line, problems);
  const homeTeam = requiredText(get('homeTeam'), 'homeTeam', LIMITS.team, line, problems);
  const awayTeam = requiredText(get('awayTeam'), 'awayTeam', LIMITS.team, line, problems);
  if (homeTeam !== null && homeTeam === awayTeam)
    problems.push({ line, field: 'awayTeam', reason: T.sameTeams });
  const beforeScores = problems.length;
  const homeScore = scoreOf(get('homeScore'), 'homeScore', line, problems);
  const awayScore = scoreOf(get('awayScore'), 'awayScore', line, problems);
  let homePk = scoreOf(get('homePk'), 'homePk', line, problems);
  let awayPk = scoreOf(get('awayPk'), 'awayPk', line, problems);
  const finished = isMatchFinished({ matchStatus: status });
  const scoresRead =
    problems.length === beforeScores && (!finished || (homeScore !== null && awayScore !== null));
  if (finished && (homeScore === null || awayScore === null) && problems.length === before)
    problems.push({ line, field: homeScore === null ? 'homeScore' : 'awayScore', reason: T.scoreRequired });
  // Feeds fill the PK columns with 0 when there was no shootout (a shootout never ends 0-0).
  if (homePk === 0 && awayPk === 0) {
    homePk = null;
    awayPk = null;
  }
  if (!scoresRead) {
    // The shootout rules below compare scores: only once they are numbers.
  } else if ((homePk === null) !== (awayPk === null))
    problems.push({ line, field: 'homePk', reason: T.pkPair });
  else if (homePk !== null && awayPk !== null) {
    if (!finished) problems.push({ line, field: 'homePk', reason: T.pkNotFinished });
    else if (homeScore !== awayScore) problems.push({ line, field: 'homePk', reason: T.pkNotDraw });
    else if (homePk === awayPk) problems.push({ line, field: 'homePk', reason: T.pkTie });
  }
  const homeEmblem = emblemOf(get('homeTeamEmblem'), 'homeTeamEmblem', line, problems);
  const awayEmblem = emblemOf(get('awayTeamEmblem'), 'awayTeamEmblem', line, problems);
  const place = textOf(get('place'), 'place', LIMITS.place, line, problems);
  const round = textOf(get('round'), 'round', LIMITS.round, line, problems);
  const matchId = textOf(get('matchId'), 'matchId', LIMITS.id, line, problems);
  const ageGroup = ageGroupOf(get('uageGroup'), line, problems);
  const sourceId = cupId ?? leagueId;
  if (problems.length > before || !date || !status || !homeTeam || !awayTeam || !ageGroup || !sourceId)
    return null;
  const competition: CompetitionKey = { kind: cupId !== null ? 'CUP' : 'LEAGUE', sourceId, ageGroup };
  const sourceKey =
    matchId !== null
      ? `${competitionKeyText(competition)}#${matchId}`
      : `${competitionKeyText(competition)}@${date.day}:${homeTeam}:${awayTeam}`;
  return {
    line,
    competition,
    sourceKey,
    day: date.day,
    time: date.time,
    status,
    homeTeam,
    awayTeam,
    homeScore,
    awayScore,
    homePk,
    awayPk,
    place,
    round,
    homeEmblem,
    awayEmblem,
  };
};

/**
 * Every row checked: the valid ones as an import, and every problem with its line. Duplicates within
 * the file (the same competition, or the same match key) are problems too. References to competitions
 * that are not in the file are left for the caller, who knows what is stored.
 */
export const readCompetitionRecords = (
  records: readonly RawRecord[],
): { import: CompetitionImport; rejected: RejectedRecord[] } => {
  const problems: Problems = [];
  const competitions = new Map<string, CompetitionEntry>();
  const matches = new Map<string, MatchEntry>();
  const teams = new Map<string, string | null>();
  const noteTeam = (name: string, emblem: string | null) => {
    if (emblem !== null || !teams.has(name)) teams.set(name, emblem ?? teams.get(name) ?? null);
  };
  for (const record of records) {
    const { line } = record;
    if (typeof record.fields !== 'object' || record.fields === null || Array.isArray(record.fields)) {
      problems.push({ line, field: 'row', reason: T.notARecord });
      continue;
    }
    const get = fieldReader(record.fields as Record<string, unknown>);
    const kind = kindOf(record, get);
    if (kind === null) {
      problems.push({ line, field: 'row', reason: T.unknownKind });
      continue;
    }
    if (kind === 'match') {
      const match = readMatch(line, get, problems);
      if (!match) continue;
      const seen = matches.get(match.sourceKey);
      if (seen) {
        problems.push({ line, field: 'row', reason: T.duplicate(seen.line) });
        continue;
      }
      const { homeEmblem, awayEmblem, ...entry } = match;
      matches.set(match.sourceKey, entry);
      noteTeam(match.homeTeam, homeEmblem);
      noteTeam(match.awayTeam, awayEmblem);
      continue;
    }
    const competition = readCompetition(line, kind === 'cup' ? 'CUP' : 'LEAGUE', get, problems);
    if (!competition) continue;
    const key = competitionKeyText(competition);
    const seen = competitions.get(key);
    if (seen) {
      problems.push({ line, field: 'row', reason: T.duplicate(seen.line) });
      continue;
    }
    competitions.set(key, competition);
  }
  return {
    import: {
      competitions: [...competitions.values()],
      matches: [...matches.values()],
      teams: [...teams].map(([name, emblem]) => ({ name, emblem })),
    },
    rejected: problems.sort((a, b) => a.line - b.line),
  };
};

/** Matches whose competition is neither in the file nor among `stored` (keys as competitionKeyText). */
export const unresolvedMatches = (data: CompetitionImport, stored: ReadonlySet<string>): RejectedRecord[] => {
  const inFile = new Set(data.competitions.map(competitionKeyText));
  return data.matches
    .filter((m) => {
      const key = competitionKeyText(m.competition);
      return !inFile.has(key) && !stored.has(key);
    })
    .map((m) => ({
      line: m.line,
      field: m.competition.kind === 'CUP' ? 'cupId' : 'leagueId',
      reason: T.unknownCompetition,
    }));
};

/** Only an ADMIN imports competition data over the API (the command runs with the operator's rights). */
export const canImportCompetitions = (viewer: { readonly role: string } | null): boolean =>
  viewer?.role === 'ADMIN';
