import { describe, expect, it } from 'vitest';
import { normalizeAgeGroup, normalizeDay, normalizeMatchDate } from './competition-fields';
import { readCompetitionRecords, unresolvedMatches } from './competition-records';
import { COMPETITION_IMPORT_TEXT as T } from './text/competition-import';

const cup = {
  cupId: 'C-2026-01',
  cupName: '제12회 한빛배 전국 유소년 축구대회',
  place: '경주 축구공원',
  playSDate: '2026.03.01',
  playEDate: '20260305',
  uageGroup: 'u-12',
};
const league = {
  leagueId: 'L-2026-SEOUL-U15',
  leagueName: '2026 전국 중등 축구리그 서울권역',
  place: '서울',
  playSDate: '2026-03-07',
  playEDate: '2026-11-07',
  uageGroup: 'U15',
};
const match = {
  matchDate: '2026-03-02 10:30',
  matchStatus: '종료',
  homeTeam: '서울 한빛초',
  awayTeam: '부산 해오름초',
  homeScore: '1',
  awayScore: 1,
  homePk: 5,
  awayPk: '4',
  cupId: 'C-2026-01',
  round: 'A조',
  uageGroup: 'U12',
  homeTeamEmblem: 'https://img.example/emblem/1.png',
};

describe('readCompetitionRecords', () => {
  it('reads cups, leagues and matches in the feed’s field names, inferring the kind of each row', () => {
    const { import: data, rejected } = readCompetitionRecords([
      { line: 2, fields: cup },
      { line: 3, fields: league },
      { line: 4, fields: match },
      { line: 5, fields: { ...match, matchId: 'M7', awayTeam: '대구 새봄초', homePk: null, awayPk: '' } },
    ]);
    expect(rejected).toEqual([]);
    expect(data.competitions).toEqual([
      {
        line: 2,
        kind: 'CUP',
        sourceId: 'C-2026-01',
        name: '제12회 한빛배 전국 유소년 축구대회',
        place: '경주 축구공원',
        startDate: '2026-03-01',
        endDate: '2026-03-05',
        ageGroup: 'U12',
      },
      expect.objectContaining({ kind: 'LEAGUE', sourceId: 'L-2026-SEOUL-U15', ageGroup: 'U15' }),
    ]);
    expect(data.matches[0]).toMatchObject({
      competition: { kind: 'CUP', sourceId: 'C-2026-01', ageGroup: 'U12' },
      day: '2026-03-02',
      time: '10:30',
      homeScore: 1,
      awayScore: 1,
      homePk: 5,
      awayPk: 4,
      round: 'A조',
    });
    expect(data.matches[1]?.sourceKey).toBe('CUP:U12:C-2026-01#M7');
    expect(data.teams).toEqual([
      { name: '서울 한빛초', emblem: 'https://img.example/emblem/1.png' },
      { name: '부산 해오름초', emblem: null },
      { name: '대구 새봄초', emblem: null },
    ]);
  });

  it('rejects each bad field with its line and a Korean reason', () => {
    const { rejected } = readCompetitionRecords([
      { line: 2, fields: { ...cup, playSDate: '2026-02-30' } },
      { line: 3, fields: { ...cup, cupId: 'C2', playEDate: '2026-02-01' } },
      { line: 4, fields: { ...match, homeScore: '' } },
      { line: 5, fields: { ...match, awayTeam: '서울 한빛초' } },
      { line: 6, fields: { ...match, uageGroup: 'U13' } },
      { line: 7, fields: { ...match, homeScore: 2 } },
      { line: 8, fields: { ...match, homePk: 4 } },
      { line: 9, fields: { ...match, matchStatus: '예정' } },
      { line: 10, fields: { ...match, awayPk: null } },
      { line: 11, fields: { ...match, homeScore: '1.5', matchDate: '2026-03-02 25:00' } },
      { line: 12, fields: { ...match, leagueId: 'L1' } },
      { line: 13, fields: { place: '어딘가' } },
      { line: 14, fields: ['not', 'a', 'row'] },
      { line: 15, fields: { ...match, homeTeamEmblem: 'javascript:alert(1)' } },
      { line: 16, fields: { ...cup, cupName: '가'.repeat(101) } },
    ]);
    expect(rejected).toEqual([
      { line: 2, field: 'playSDate', reason: T.invalidDay },
      { line: 3, field: 'playEDate', reason: T.endBeforeStart },
      { line: 4, field: 'homeScore', reason: T.scoreRequired },
      { line: 5, field: 'awayTeam', reason: T.sameTeams },
      { line: 6, field: 'uageGroup', reason: T.invalidAgeGroup },
      { line: 7, field: 'homePk', reason: T.pkNotDraw },
      { line: 8, field: 'homePk', reason: T.pkTie },
      { line: 9, field: 'homePk', reason: T.pkNotFinished },
      { line: 10, field: 'homePk', reason: T.pkPair },
      { line: 11, field: 'matchDate', reason: T.invalidDateTime },
      { line: 11, field: 'homeScore', reason: T.invalidScore },
      { line: 12, field: 'leagueId', reason: T.bothCompetitions },
      { line: 13, field: 'row', reason: T.unknownKind },
      { line: 14, field: 'row', reason: T.notARecord },
      { line: 15, field: 'homeTeamEmblem', reason: T.invalidImage },
      { line: 16, field: 'cupName', reason: T.tooLong(100) },
    ]);
  });

  it('treats 0-0 penalty columns as no shootout and accepts an unfinished match without scores', () => {
    const { import: data, rejected } = readCompetitionRecords([
      { line: 2, fields: { ...match, homePk: 0, awayPk: '0' } },
      {
        line: 3,
        fields: {
          ...match,
          matchId: 'M9',
          matchStatus: '예정',
          homeScore: '',
          awayScore: null,
          homePk: '',
          awayPk: '',
        },
      },
    ]);
    expect(rejected).toEqual([]);
    expect(data.matches[0]).toMatchObject({ homePk: null, awayPk: null });
    expect(data.matches[1]).toMatchObject({ status: '예정', homeScore: null, awayScore: null });
  });

  it('refuses the same competition or match twice in one file', () => {
    const { rejected, import: data } = readCompetitionRecords([
      { line: 2, fields: cup },
      { line: 3, fields: { ...cup, cupName: '다른 이름' } },
      { line: 4, fields: match },
      {
        line: 5,
        fields: { ...match, matchStatus: '종료', homeScore: 3, awayScore: 0, homePk: '', awayPk: '' },
      },
    ]);
    expect(rejected).toEqual([
      { line: 3, field: 'row', reason: T.duplicate(2) },
      { line: 5, field: 'row', reason: T.duplicate(4) },
    ]);
    expect(data.competitions).toHaveLength(1);
  });

  it('takes the kind from the file’s shape when given', () => {
    const { import: data } = readCompetitionRecords([{ line: 1, kind: 'league', fields: { ...league } }]);
    expect(data.competitions[0]?.kind).toBe('LEAGUE');
  });

  it('names matches whose competition is neither in the file nor stored', () => {
    const { import: data } = readCompetitionRecords([
      { line: 2, fields: match },
      { line: 3, fields: { ...match, cupId: 'C-OTHER', matchId: 'X' } },
    ]);
    expect(unresolvedMatches(data, new Set(['CUP:U12:C-2026-01']))).toEqual([
      { line: 3, field: 'cupId', reason: T.unknownCompetition },
    ]);
  });
});

describe('field forms', () => {
  it('normalizes days, match times and age groups', () => {
    expect(normalizeDay('2026/03/07')).toBe('2026-03-07');
    expect(normalizeDay('2026-02-29')).toBeNull();
    expect(normalizeMatchDate('2026-03-07')).toEqual({ day: '2026-03-07', time: null });
    expect(normalizeMatchDate('2026.03.07 9:05')).toEqual({ day: '2026-03-07', time: '09:05' });
    expect(normalizeMatchDate('2026-03-07T10:00:00')).toEqual({ day: '2026-03-07', time: '10:00' });
    // 15:30 UTC is 00:30 the next day in Seoul.
    expect(normalizeMatchDate('2026-03-07T15:30:00Z')).toEqual({ day: '2026-03-08', time: '00:30' });
    expect(normalizeMatchDate('2026-03-07T10:00+09:00')).toEqual({ day: '2026-03-07', time: '10:00' });
    expect(normalizeMatchDate('내일')).toBeNull();
    expect(normalizeAgeGroup('u 17')).toBe('U17');
    expect(normalizeAgeGroup('U19')).toBeNull();
  });
});
