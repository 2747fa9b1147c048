import { describe, expect, it } from 'vitest';
import {
  followedFirst,
  outcomeFor,
  reminderDue,
  resultDue,
  scheduleKeyOf,
  splitTeamMatches,
  type TeamMatch,
  teamMatchGroupKey,
} from './teams';

const match = (over: Partial<TeamMatch> = {}): TeamMatch => ({
  id: 1,
  matchDate: '2026-03-07 10:00',
  matchStatus: '예정',
  homeTeam: '한빛초',
  awayTeam: '새솔초',
  homeTeamId: 1,
  awayTeamId: 2,
  homeScore: null,
  awayScore: null,
  homePk: null,
  awayPk: null,
  place: '보조구장',
  uageGroup: 'U12',
  ...over,
});
const finished = (home: number, away: number, pk: [number, number] | null = null) =>
  match({
    matchStatus: '종료',
    homeScore: home,
    awayScore: away,
    homePk: pk?.[0] ?? null,
    awayPk: pk?.[1] ?? null,
  });
/** 10:00 in Seoul on 2026-03-07 is 01:00 UTC. */
const KICKOFF = Date.parse('2026-03-07T01:00:00Z');
const minutes = (n: number) => new Date(KICKOFF + n * 60_000);

describe('team rules', () => {
  it('reminds from the lead before kick-off until kick-off, never for a finished or untimed match', () => {
    expect(reminderDue(match(), minutes(-61), 60)).toBe(false);
    expect(reminderDue(match(), minutes(-60), 60)).toBe(true);
    expect(reminderDue(match(), minutes(-1), 60)).toBe(true);
    expect(reminderDue(match(), minutes(0), 60)).toBe(false);
    expect(reminderDue(match(), minutes(-10), 0)).toBe(false);
    expect(reminderDue(match({ matchDate: '2026-03-07' }), minutes(-10), 60)).toBe(false);
    expect(reminderDue(finished(1, 0), minutes(-10), 60)).toBe(false);
  });

  it('sends a result to those who followed before the final whistle', () => {
    // U12: two halves of 25 minutes, a 10-minute break, 5 of stoppage: the whistle at 11:05.
    expect(resultDue(finished(2, 1), minutes(64))).toBe(true);
    expect(resultDue(finished(2, 1), minutes(65))).toBe(false);
    expect(resultDue(match(), minutes(0))).toBe(false);
  });

  it('names the outcome for either side, a shoot-out deciding a draw', () => {
    expect(outcomeFor(finished(3, 1), 1)).toBe('승');
    expect(outcomeFor(finished(3, 1), 2)).toBe('패');
    expect(outcomeFor(finished(1, 1), 2)).toBe('무');
    expect(outcomeFor(finished(1, 1, [4, 5]), 2)).toBe('승');
    expect(outcomeFor(finished(1, 1, [4, 5]), 1)).toBe('패');
    expect(outcomeFor(finished(1, 1), 9)).toBe('');
    expect(outcomeFor(match(), 1)).toBe('');
  });

  it('splits upcoming from results, puts followed teams first, and keys a schedule by day, time and venue', () => {
    const a = match({ id: 1 });
    const b = { ...finished(1, 0), id: 2 };
    const c = { ...finished(0, 0), id: 3 };
    expect(splitTeamMatches([b, c, a])).toEqual({ upcoming: [a], results: [c, b] });
    const other = match({ id: 4, homeTeamId: 5, awayTeamId: 6 });
    expect(followedFirst([other, a], [2]).map((m) => m.id)).toEqual([1, 4]);
    expect(followedFirst([other, a], []).map((m) => m.id)).toEqual([4, 1]);
    expect(scheduleKeyOf(a)).toBe('2026-03-07 10:00|보조구장');
    expect(scheduleKeyOf(match({ place: null }))).toBe('2026-03-07 10:00|');
  });

  it("groups a team page's matches by competition (the cup's name, else the league's) and age group", () => {
    expect(teamMatchGroupKey({ ...match(), cupName: '새싹기', leagueName: null })).toBe('새싹기 · U12');
    expect(teamMatchGroupKey({ ...match(), cupName: null, leagueName: '동부리그' })).toBe('동부리그 · U12');
    expect(teamMatchGroupKey({ ...match({ uageGroup: 'U11' }), cupName: null, leagueName: null })).toBe(
      ' · U11',
    );
  });
});
