import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from '../../../src/domain/competition-dates';
import { cupBracket } from '../../../src/domain/cup-stages';
import { finalWhistleOf, matchStatusAt } from '../../../src/domain/match-status';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { COMPETITION_TEXT } from '../../../src/domain/text/competition';
import { demoCompetitionFeed, demoSeason } from './index';
import { AGE_PLANS } from './teams';
import type { DemoCompetitionFeed, FeedMatch } from './types';

/*
 * The demo's rules over many generated seasons and any instant (issue 26): status by the clock, regional
 * leagues on weekends, staggered cups at their own outdoor venues, knock-out rounds from the groups.
 */

const FINISHED = COMPETITION_TEXT.finishedStatus;
const seeds = fc.string({ minLength: 1, maxLength: 10 });
const instants = fc.date({
  min: new Date('2022-01-01T00:00:00Z'),
  max: new Date('2036-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const RUNS = { numRuns: 40 };

const day = (m: FeedMatch) => m.matchDate.slice(0, 10);
const place = (team: string) => team.slice(0, team.indexOf(' '));
const finished = (m: FeedMatch) => m.matchStatus === FINISHED;

const forAll = (check: (feed: DemoCompetitionFeed, now: Date, seed: string) => void) =>
  fc.assert(
    fc.property(seeds, instants, (seed, now) => check(demoCompetitionFeed(now, seed), now, seed)),
    RUNS,
  );

describe('the demo season, for any seed and any instant', () => {
  it('gives each match the status of its kick-off and final whistle, and a score only once finished', () =>
    forAll((feed, now) => {
      for (const m of feed.matches) {
        expect(m.matchStatus).toBe(matchStatusAt(m, now));
        const scored = m.homeScore !== null && m.awayScore !== null;
        expect(scored).toBe(finished(m));
        if (m.homePk !== null)
          expect(finished(m) && m.homeScore === m.awayScore && m.homePk !== m.awayPk).toBe(true);
        if (scored)
          expect(now.getTime()).toBeGreaterThanOrEqual(finalWhistleOf(m.matchDate, m.uageGroup) ?? Infinity);
      }
    }));

  it('lists around today an ongoing league in every age group and a cup somewhere', () =>
    forAll((feed, now) => {
      const today = seoulDateKey(now);
      const ongoing = (c: { playSDate: string; playEDate: string }) =>
        c.playSDate <= today && today <= c.playEDate;
      for (const plan of AGE_PLANS)
        expect(feed.leagues.some((l) => l.uageGroup === plan.group && ongoing(l))).toBe(true);
      expect(feed.cups.some(ongoing)).toBe(true);
      expect(feed.cups.filter(ongoing).length).toBeLessThan(AGE_PLANS.length);
    }));

  it('fills each regional league with six teams of its region, playing on Saturdays and Sundays', () =>
    forAll((feed) => {
      for (const league of feed.leagues) {
        const plan = AGE_PLANS.find((p) => p.group === league.uageGroup);
        expect(league.leagueName).toContain(league.place);
        expect(plan?.region.name).toBe(league.place);
        const matches = feed.matches.filter((m) => m.leagueId === league.leagueId);
        const teams = new Set(matches.flatMap((m) => [m.homeTeam, m.awayTeam]));
        expect(teams.size).toBe(6);
        for (const team of teams) expect(plan?.region.places).toContain(place(team));
        for (const m of matches) {
          expect([5, 6]).toContain(weekdayIndex(day(m)));
          expect(m.matchDate.slice(11) >= '09:00' && m.matchDate.slice(11) <= '16:00').toBe(true);
          expect(m.place).toMatch(/(운동장|축구장)$/);
        }
      }
    }));

  it('staggers the cups: no two start together, and cups that overlap differ in venue and kick-off', () =>
    forAll((feed) => {
      const firstKickoff = (cupId: string) =>
        feed.matches
          .filter((m) => m.cupId === cupId)
          .map((m) => m.matchDate.slice(11))
          .sort()[0] ?? '';
      const starts = feed.cups.map((c) => c.playSDate);
      expect(new Set(starts).size).toBe(starts.length);
      for (const a of feed.cups)
        for (const b of feed.cups) {
          if (a === b || a.playEDate < b.playSDate || b.playEDate < a.playSDate) continue;
          expect(a.place).not.toBe(b.place);
          expect(firstKickoff(a.cupId)).not.toBe(firstKickoff(b.cupId));
        }
      for (const m of feed.matches.filter((x) => x.cupId)) {
        expect(m.place).toMatch(/(축구장|운동장|종합운동장)/);
        expect(m.place).not.toMatch(/체육관|실내|돔/);
      }
    }));

  it('plays each cup’s knock-out rounds between the teams the group tables and the semi-finals send through', () =>
    forAll((feed) => {
      for (const cup of feed.cups) {
        const matches = feed.matches.filter((m) => m.cupId === cup.cupId);
        const bracket = cupBracket(
          matches.map((m) => ({
            ...m,
            result: finished(m) ? { homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 } : null,
          })),
        );
        const groupsOver = bracket.groups.every((g) => g.matches.every(finished));
        expect(bracket.knockout.length === 0 || groupsOver).toBe(true);
        const [semis, third, final] = bracket.knockout;
        if (!semis) continue;
        const [a, b] = bracket.groups.map((g) => g.standings.map((r) => r.team));
        expect(semis.matches.map((m) => [m.homeTeam, m.awayTeam])).toEqual([
          [a?.[0], b?.[1]],
          [b?.[0], a?.[1]],
        ]);
        if (!third || !final) {
          expect(bracket.knockout).toHaveLength(1);
          continue;
        }
        expect(semis.matches.every(finished)).toBe(true);
        const winner = (m: FeedMatch) =>
          (m.homeScore ?? 0) > (m.awayScore ?? 0) ||
          (m.homeScore === m.awayScore && (m.homePk ?? 0) > (m.awayPk ?? 0));
        const [w, l] = [
          semis.matches.map((m) => (winner(m) ? m.homeTeam : m.awayTeam)),
          semis.matches.map((m) => (winner(m) ? m.awayTeam : m.homeTeam)),
        ];
        expect(final.matches.map((m) => [m.homeTeam, m.awayTeam])).toEqual([w]);
        expect(third.matches.map((m) => [m.homeTeam, m.awayTeam])).toEqual([l]);
      }
    }));

  it('never has a team play twice on one day in its age group', () =>
    forAll((feed) => {
      const seen = new Set<string>();
      for (const m of feed.matches)
        for (const team of [m.homeTeam, m.awayTeam]) {
          const key = `${m.uageGroup}:${team}:${day(m)}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
        }
    }));

  it('is a pure function of the seed and the day, and tomorrow’s season agrees with today’s', () =>
    fc.assert(
      fc.property(seeds, instants, (seed, now) => {
        const today = seoulDateKey(now);
        const season = demoSeason(seed, today);
        expect(demoSeason(seed, today)).toEqual(season);
        const next = demoSeason(seed, addDays(today, 1));
        const byId = new Map(next.fixtures.map((f) => [f.matchId, f]));
        for (const f of season.fixtures) if (byId.has(f.matchId)) expect(byId.get(f.matchId)).toEqual(f);
      }),
      { numRuns: 20 },
    ));
});
