import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompetitionsApi } from '../../src/application/competitions/competitions-api.port';
import { TEAM_OPERATIONS } from '../../src/contract/teams.operations';
import { ENGINES } from '../integration/helpers/test-app';
import { outcome, run, signInAs, signOut } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

/** Both sides' ports carry the competitions adapter (httpPorts), which the Ports type leaves unnamed. */
const api = (p: Ports): CompetitionsApi =>
  (p as Ports & { competitionsApi: CompetitionsApi }).competitionsApi;

/** The first league's first team of a side (both sides seed the same demo season). */
const firstTeam = async (p: Ports) => {
  const { data } = await run(api(p).competitions({ kind: 'LEAGUE' }));
  const league = data[0];
  if (!league) throw new Error('no demo league');
  const detail = await run(api(p).league(league.id));
  const row = detail.standings[0];
  if (!row) throw new Error('empty table');
  return { league: detail.league, row };
};

describe.each(ENGINES)('contract: team pages, follows and calendars on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('shows a team, lets a member follow it (a visitor may not) and serves its calendar', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const { league, row } = await firstTeam(p);
      const team = await run(api(p).team(row.teamId));
      const missing = await outcome(api(p).team(2_147_483_647));
      const visitor = await outcome(api(p).follow(row.teamId));
      await signInAs(p, 'user1');
      const followed = await outcome(api(p).follow(row.teamId));
      const list = await run(api(p).followedTeams());
      await run(api(p).unfollow(row.teamId));
      const after = await run(api(p).followedTeams());
      signOut(p);
      const res = await p.request(TEAM_OPERATIONS.teamCalendar.path.replace('{id}', String(row.teamId)));
      const ics = await res.text();
      const events = new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents('vevent')
        .map((c) => new ICAL.Event(c));
      return {
        name: team.team.name,
        sameAsRow: team.team.name === row.team && team.team.emblemUrl === row.teamEmblem,
        ageGroups: team.ageGroups,
        regions: team.regions,
        inLeague: team.standings.some((s) => s.competition.id === league.id && s.row.teamId === row.teamId),
        matches: team.upcoming.length + team.results.length,
        missing,
        visitor,
        followed,
        list: list.data.map((t) => t.name),
        after: after.data,
        calendar: {
          status: res.status,
          type: res.headers.get('Content-Type'),
          events: events.length,
          // UIDs name the match and the host's own domain.
          uids: events.every((e) => /^match-\d+@[a-z0-9.:-]+$/.test(e.uid)),
        },
      };
    });
    expect(fake).toEqual(real);
    expect(real.sameAsRow).toBe(true);
    expect(real.inLeague).toBe(true);
    expect(real.missing).toMatchObject({ ok: false, tag: 'NotFound', message: 'Team Not Found' });
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.followed).toEqual({ ok: true, value: undefined });
    expect(real.list).toEqual([real.name]);
    expect(real.after).toEqual([]);
    expect(real.calendar).toEqual({
      status: 200,
      type: 'text/calendar; charset=utf-8',
      events: real.matches,
      uids: true,
    });
  });
});
