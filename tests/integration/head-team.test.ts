import { eq, or } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matches, teams } from '../../server/adapters/db/schema';
import { seedCompetitionDemo } from '../../server/adapters/db/seed/seed-competitions';
import { CompetitionList, LeagueDetail } from '../../src/contract/competitions';
import { TeamDetail } from '../../src/contract/teams';
import { paths } from '../../src/domain/paths';
import { teamMatchGroupKey } from '../../src/domain/teams';
import { COMPETITION_UI_TEXT } from '../../src/domain/text/competition-pages';
import { TEAM_TEXT } from '../../src/domain/text/teams';
import { builtDist, headOf } from './helpers/page-doc';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

/** 2026-03-04 (a Wednesday) at noon in Seoul: the demo season has played and unplayed matches. */
const NOON_SEOUL = new Date('2026-03-04T03:00:00Z');

type ShellParts = {
  heading: string;
  facts: string[];
  groups: { title: string; count: string; rows: number }[];
  emblem: Record<string, string> | null;
};

/** The team shell's parts as a browser's parser reads them (htmlparser2, entities decoded). */
const teamShellOf = (html: string): ShellParts => {
  const parts: ShellParts = { heading: '', facts: [], groups: [], emblem: null };
  let inShell = false;
  let capture: 'heading' | 'fact' | 'title' | 'count' | null = null;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'div' && attrs.class === 'ks-shell') inShell = true;
        if (!inShell) return;
        if (name === 'h1') capture = 'heading';
        if (name === 'dd') capture = 'fact';
        if (attrs.class === 'ks-emblem') parts.emblem = attrs;
        if (name === 'div' && attrs.class === 'ks-group')
          parts.groups.push({ title: '', count: '', rows: 0 });
        if (name === 'div' && attrs.class === 'ks-group-row') {
          const last = parts.groups.at(-1);
          if (last) last.rows += 1;
        }
        const last = parts.groups.at(-1);
        if (last && name === 'span' && last.title === '' && capture === null && parts.groups.length > 0)
          capture = 'title';
        if (last && name === 'small') capture = 'count';
        text = '';
      },
      ontext(chunk) {
        if (capture) text += chunk;
      },
      onclosetag(name) {
        if (!inShell || capture === null) return;
        const last = parts.groups.at(-1);
        if (capture === 'heading' && name === 'h1') parts.heading = text;
        else if (capture === 'fact' && name === 'dd') parts.facts.push(text);
        else if (capture === 'title' && name === 'span' && last) last.title = text;
        else if (capture === 'count' && name === 'small' && last) last.count = text;
        else return;
        capture = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts;
};

describe.each(ENGINES)("a team page's first screen from the server (issue 27) on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      clock: () => NOON_SEOUL,
      config: { staticDir: builtDist(), publicUrl: 'https://kickoff.example' },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await seedCompetitionDemo(t.db, NOON_SEOUL);
  });

  const json = async <S extends v.GenericSchema>(path: string, schema: S) => {
    const res = await t.request('GET', path);
    expect(res.status, path).toBe(200);
    return v.parse(schema, await res.json());
  };

  /** A league team of the demo with a match still to play, as its API answers it. */
  const teamWithUpcoming = async () => {
    const { data } = await json('/api/youth/competitions?kind=LEAGUE', CompetitionList);
    for (const league of data) {
      for (const row of (await json(`/api/youth/league/${league.id}`, LeagueDetail)).standings) {
        const team = await json(`/api/youth/team/${row.teamId}`, TeamDetail);
        if (team.upcoming.length > 0) return team;
      }
    }
    throw new Error('no demo team with a match to play');
  };

  const served = async (id: number) => {
    const res = await t.request('GET', paths.competitionTeam(id));
    expect(res.status).toBe(200);
    return res.text();
  };

  it('paints the name, region, age groups and the next matches as the API answers them', async () => {
    const team = await teamWithUpcoming();
    const html = await served(team.team.id);
    const shell = teamShellOf(html);
    expect(shell.heading).toBe(team.team.name);
    expect(shell.facts).toEqual([
      team.regions.length > 0 ? team.regions.join(', ') : '-',
      team.ageGroups.join(', '),
    ]);
    expect(headOf(html).shellText).toContain(TEAM_TEXT.upcoming);
    // The page's groups, in its order, with their match counts; at most three cards of three rows.
    const groups = new Map<string, number>();
    for (const m of team.upcoming)
      groups.set(teamMatchGroupKey(m), (groups.get(teamMatchGroupKey(m)) ?? 0) + 1);
    const expected = [...groups].slice(0, 3);
    expect(shell.groups.map((g) => g.title)).toEqual(expected.map(([title]) => title));
    expect(shell.groups.map((g) => g.count)).toEqual(
      expected.map(([, n]) => COMPETITION_UI_TEXT.matchCount(n)),
    );
    expect(shell.groups.map((g) => g.rows)).toEqual(expected.map(([, n]) => Math.min(n, 3)));
    // The shell is a picture: inert, out of focus and of the accessibility tree.
    expect(html).toMatch(/<div class="ks-shell" inert>/);
  });

  it('shows a stored emblem, a placeholder for none or a non-web address, and escapes the name', async () => {
    const team = await teamWithUpcoming();
    const id = team.team.id;
    await t.db
      .update(teams)
      .set({ emblemUrl: '/api/images/emblem.webp', name: '한빛 <b>FC</b> & 친구들' })
      .where(eq(teams.id, id));
    const stored = await served(id);
    expect(teamShellOf(stored).emblem).toMatchObject({
      src: '/api/images/emblem.webp',
      alt: '',
      width: '64',
    });
    expect(teamShellOf(stored).heading).toBe('한빛 <b>FC</b> & 친구들');
    expect(stored).not.toContain('<b>FC');

    await t.db.update(teams).set({ emblemUrl: 'javascript:alert(1)' }).where(eq(teams.id, id));
    const unsafe = await served(id);
    expect(teamShellOf(unsafe).emblem).toEqual({ class: 'ks-emblem' });
    expect(unsafe).not.toContain('javascript:');

    await t.db.update(teams).set({ emblemUrl: null }).where(eq(teams.id, id));
    expect(teamShellOf(await served(id)).emblem).toEqual({ class: 'ks-emblem' });
  });

  it('says there is no match to play when the team has none', async () => {
    const team = await teamWithUpcoming();
    const id = team.team.id;
    await t.db.delete(matches).where(or(eq(matches.homeTeamId, id), eq(matches.awayTeamId, id)));
    expect((await json(`/api/youth/team/${id}`, TeamDetail)).upcoming).toEqual([]);
    const html = await served(id);
    expect(headOf(html).shellText).toContain(TEAM_TEXT.noUpcoming);
    expect(teamShellOf(html).groups).toEqual([]);
    expect(teamShellOf(html).facts).toEqual(['-', '-']);
  });
});
