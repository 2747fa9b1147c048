import { emblemOf } from './emblems';
import type { DemoAgeGroup, DemoCompetitionFeed, FeedCup, FeedLeague, FeedMatch } from './types';

/*
 * Korean youth cups and leagues for every age group, laid out around "today" (a Korean calendar day):
 * leagues run weekly rounds from five weeks ago to four weeks ahead, one round today; each age group
 * has a cup in its group stage now (today's matchday half played), some cups finished last month with
 * knockout rounds decided on penalties, some start soon. U11 plays its league round tomorrow and has
 * no cup running, so its tabs show the rule "the youngest group with data comes first".
 * Scores come from a seeded generator: the same day always gives the same data.
 */

const pad = (n: number) => String(n).padStart(2, '0');

const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};

/** A small seeded generator (mulberry32), so scores do not change from one start to the next. */
const seeded = (seedText: string) => {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Youth football scores: mostly 0 to 3 goals a side, now and then more. */
const goals = (random: () => number) => {
  const r = random();
  return r < 0.25 ? 0 : r < 0.55 ? 1 : r < 0.78 ? 2 : r < 0.92 ? 3 : r < 0.98 ? 4 : 5;
};

const ELEMENTARY = [
  '서울 한빛초',
  '서울 새솔초',
  '경기 다온FC',
  '인천 해누리초',
  '부산 바다초',
  '대구 달구벌FC',
  '광주 빛고을초',
  '대전 한밭초',
  '울산 푸른초',
  '경남 가야FC',
  '전북 새만금초',
  '제주 탐라초',
];
const MIDDLE = [
  '서울 누리중',
  '경기 하늘중',
  '인천 미추홀중',
  '부산 해운중',
  '대구 팔공중',
  '광주 무등중',
  '대전 유성중',
  '울산 태화중',
  '강원 설악중',
  '충북 청풍중',
  '전남 영산중',
  '경북 솔빛중',
];
const HIGH = [
  '서울 한강고',
  '경기 광교고',
  '인천 송도고',
  '부산 동래고',
  '대구 수성고',
  '광주 금남고',
  '대전 갑천고',
  '울산 솔바람고',
  '강원 경포고',
  '충남 하늘고',
  '전북 완산고',
  '경남 바다고',
];
const UNIVERSITY = [
  '한빛대',
  '누리대',
  '가온대',
  '바름대',
  '새솔대',
  '다온대',
  '한결대',
  '미리내대',
  '온누리대',
  '하람대',
  '푸름대',
  '나래대',
];

type AgePlan = {
  group: DemoAgeGroup;
  pool: readonly string[];
  /** Where in the pool this age group's teams start, so neighbouring groups differ. */
  offset: number;
  league: { name: string; place: string; shift: number };
  cup: { name: string; place: string };
  /** A second cup: finished last month, or starting in ten days. */
  other?: { name: string; place: string; when: 'finished' | 'upcoming' };
};

const plans = (year: string): AgePlan[] => [
  {
    group: 'U11',
    pool: ELEMENTARY,
    offset: 0,
    league: { name: `${year} 초등 저학년 축구리그 서울 동부권`, place: '서울 동부권', shift: 1 },
    cup: { name: `${year} 동백꽃배 유소년 축구 페스티벌`, place: '서귀포 강창학공원' },
    other: { name: `${year} 새봄 유소년 축구 페스티벌`, place: '남해 스포츠파크', when: 'upcoming' },
  },
  {
    group: 'U12',
    pool: ELEMENTARY,
    offset: 4,
    league: { name: `${year} 전국 초등 축구리그 경기 남부권`, place: '경기 남부권', shift: 0 },
    cup: { name: '제31회 새싹기 전국 초등 축구대회', place: '경주 알천구장' },
    other: { name: `${year} 춘계 한국 초등 축구연맹전`, place: '영덕 강구구장', when: 'finished' },
  },
  {
    group: 'U14',
    pool: MIDDLE,
    offset: 0,
    league: { name: `${year} 중등 저학년 축구리그 부산권`, place: '부산권', shift: 0 },
    cup: { name: `${year} 추계 한국 중등 U14 축구연맹전`, place: '제천 축구센터' },
    other: { name: `${year} 하계 중등 U14 축구 페스티벌`, place: '강진 종합운동장', when: 'upcoming' },
  },
  {
    group: 'U15',
    pool: MIDDLE,
    offset: 5,
    league: { name: `${year} 전국 중등 축구리그 대구·경북권`, place: '대구·경북권', shift: 0 },
    cup: { name: '제25회 금강배 전국 중등 축구대회', place: '군산 월명구장' },
    other: { name: `${year} 춘계 한국 중등 축구연맹전`, place: '김천 종합운동장', when: 'finished' },
  },
  {
    group: 'U17',
    pool: HIGH,
    offset: 0,
    league: { name: `${year} 고등 저학년 축구리그 광주·전남권`, place: '광주·전남권', shift: 0 },
    cup: { name: `${year} 백두기 전국 고등 U17 축구대회`, place: '합천 군민체육공원' },
  },
  {
    group: 'U18',
    pool: HIGH,
    offset: 6,
    league: { name: `${year} 전국 고등 축구리그 서울권`, place: '서울권', shift: 0 },
    cup: { name: '제58회 청룡기 전국 고교 축구대회', place: '광양 축구전용구장' },
    other: { name: `${year} 춘계 한국 고등 축구연맹전`, place: '창녕 스포츠파크', when: 'finished' },
  },
  {
    group: 'U20',
    pool: UNIVERSITY,
    offset: 0,
    league: { name: `${year} 대학 저학년 축구리그 중부권`, place: '중부권', shift: 0 },
    cup: { name: `${year} 1·2학년 대학 축구대회`, place: '태백 고원체육관' },
  },
  {
    group: 'U22',
    pool: UNIVERSITY,
    offset: 6,
    league: { name: `${year} 대학 축구 U리그 2권역`, place: '2권역', shift: 0 },
    cup: { name: '제20회 한결배 전국 대학 축구대회', place: '통영 산양스포츠파크' },
    other: { name: `${year} 춘계 대학 축구연맹전`, place: '고성 스포츠타운', when: 'finished' },
  },
];

const pick = (pool: readonly string[], offset: number, count: number) =>
  Array.from({ length: count }, (_, i) => pool[(offset + i) % pool.length] as string);

/** Single round robin by the circle method: `teams.length - 1` rounds of pairings. */
const roundRobin = (teams: readonly string[]): [string, string][][] => {
  const list = [...teams];
  const rounds: [string, string][][] = [];
  for (let r = 0; r < list.length - 1; r++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < list.length / 2; i++) {
      const a = list[i] as string;
      const b = list[list.length - 1 - i] as string;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Keep the first team fixed, rotate the rest.
    list.splice(1, 0, list.pop() as string);
  }
  return rounds;
};

type Result = Pick<FeedMatch, 'matchStatus' | 'homeScore' | 'awayScore' | 'homePk' | 'awayPk'>;

const SCHEDULED: Result = {
  matchStatus: '예정',
  homeScore: null,
  awayScore: null,
  homePk: null,
  awayPk: null,
};

const played = (random: () => number, shootout: boolean, level = false): Result => {
  const homeScore = goals(random);
  const awayScore = level ? homeScore : goals(random);
  if (!shootout || homeScore !== awayScore)
    return { matchStatus: '종료', homeScore, awayScore, homePk: null, awayPk: null };
  const winner = 3 + Math.floor(random() * 3);
  const homeWins = random() < 0.5;
  return {
    matchStatus: '종료',
    homeScore,
    awayScore,
    homePk: homeWins ? winner : winner - 1,
    awayPk: homeWins ? winner - 1 : winner,
  };
};

const matchOf = (
  fields: Omit<FeedMatch, 'homeTeamEmblem' | 'awayTeamEmblem' | keyof Result> & Result,
): FeedMatch => ({
  ...fields,
  homeTeamEmblem: emblemOf(fields.homeTeam),
  awayTeamEmblem: emblemOf(fields.awayTeam),
});

const CUP_TIMES = ['09:00', '11:00', '14:00', '16:00'];
const LEAGUE_TIMES = ['10:00', '12:00', '14:00'];

/** A league of six teams, home and away: ten weekly rounds, the sixth `shift` days from today. */
const leagueOf = (plan: AgePlan, today: string, year: string) => {
  const teams = pick(plan.pool, plan.offset, 6);
  const first = roundRobin(teams);
  const rounds = [...first, ...first.map((pairs) => pairs.map(([h, a]) => [a, h] as [string, string]))];
  const day0 = addDays(today, plan.league.shift - 35);
  const league: FeedLeague = {
    leagueId: `L${year}-${plan.group}`,
    leagueName: plan.league.name,
    place: plan.league.place,
    playSDate: day0,
    playEDate: addDays(day0, 7 * (rounds.length - 1)),
    uageGroup: plan.group,
  };
  const random = seeded(league.leagueId);
  const matches = rounds.flatMap((pairs, r) => {
    const day = addDays(day0, 7 * r);
    return pairs.map(([homeTeam, awayTeam], i) => {
      const result = played(random, false);
      // Today's round: the first kick-off has been played, the others are still to come.
      const done = day < today || (day === today && i === 0);
      return matchOf({
        matchId: `${league.leagueId}-R${r + 1}-${i + 1}`,
        matchDate: `${day} ${LEAGUE_TIMES[i] ?? '10:00'}`,
        ...(done ? result : SCHEDULED),
        homeTeam,
        awayTeam,
        leagueId: league.leagueId,
        leagueName: league.leagueName,
        place: `${homeTeam} 운동장`,
        round: `${r + 1}라운드`,
        uageGroup: plan.group,
      });
    });
  });
  return { league, matches };
};

/**
 * A cup of eight teams in two groups of four (three matchdays), then semi-finals, the third-place
 * match and the final. `start` is the first day; matches before `today` are played, today's first
 * half too; knockout matches appear only once the groups are done (the feed names no team before).
 */
const cupOf = (
  plan: AgePlan,
  cupId: string,
  name: string,
  place: string,
  start: string,
  today: string,
  offset: number,
): { cup: FeedCup; matches: FeedMatch[] } => {
  const teams = pick(plan.pool, plan.offset + offset, 8);
  const cup: FeedCup = {
    cupId,
    cupName: name,
    place,
    playSDate: start,
    playEDate: addDays(start, 4),
    uageGroup: plan.group,
  };
  const random = seeded(cupId);
  const base = { cupId, cupName: name, uageGroup: plan.group };
  const isDone = (day: string, slot: number) => day < today || (day === today && slot < 2);
  const groups = [
    ['A', teams.slice(0, 4)],
    ['B', teams.slice(4, 8)],
  ] as const;
  const matches: FeedMatch[] = [];
  roundRobin(teams.slice(0, 4)).forEach((_, md) => {
    const day = addDays(start, md);
    groups.forEach(([group, members], g) => {
      (roundRobin(members)[md] ?? []).forEach(([homeTeam, awayTeam], i) => {
        const slot = g * 2 + i;
        const result = played(random, false);
        matches.push(
          matchOf({
            ...base,
            matchId: `${cupId}-${group}${md + 1}${i + 1}`,
            matchDate: `${day} ${CUP_TIMES[slot]}`,
            ...(isDone(day, slot) ? result : SCHEDULED),
            homeTeam,
            awayTeam,
            place: `${place} ${i + 1}구장`,
            round: `${group}조 ${md + 1}차전`,
          }),
        );
      });
    });
  });
  const lastGroupDay = addDays(start, 2);
  if (lastGroupDay >= today) return { cup, matches };
  // Group winners meet the other group's runners-up; knockout draws go to penalties.
  const [a, b] = [teams.slice(0, 4), teams.slice(4, 8)];
  const semis: [string, string][] = [
    [a[0] as string, b[1] as string],
    [b[0] as string, a[1] as string],
  ];
  const semiResults = semis.map(([homeTeam, awayTeam], i) => {
    const day = addDays(start, 3);
    const result = isDone(day, i) ? played(random, true) : SCHEDULED;
    matches.push(
      matchOf({
        ...base,
        matchId: `${cupId}-SF${i + 1}`,
        matchDate: `${day} ${CUP_TIMES[i]}`,
        ...result,
        homeTeam,
        awayTeam,
        place: `${place} 주경기장`,
        round: '준결승',
      }),
    );
    return { homeTeam, awayTeam, result };
  });
  const finalDay = addDays(start, 4);
  if (semiResults.some((s) => s.result.matchStatus !== '종료')) return { cup, matches };
  const winnerOf = (s: (typeof semiResults)[number]) => {
    const { homeScore, awayScore, homePk, awayPk } = s.result;
    const homeWins =
      (homeScore ?? 0) > (awayScore ?? 0) || (homeScore === awayScore && (homePk ?? 0) > (awayPk ?? 0));
    return homeWins ? [s.homeTeam, s.awayTeam] : [s.awayTeam, s.homeTeam];
  };
  const [w1, l1] = winnerOf(semiResults[0] as (typeof semiResults)[number]) as [string, string];
  const [w2, l2] = winnerOf(semiResults[1] as (typeof semiResults)[number]) as [string, string];
  const last: [string, string, string, number][] = [
    [l1, l2, '3·4위전', 0],
    [w1, w2, '결승', 1],
  ];
  for (const [homeTeam, awayTeam, round, i] of last) {
    // Every demo final goes to penalties, so the demo always shows a shootout.
    const result = isDone(finalDay, i) ? played(random, true, round === '결승') : SCHEDULED;
    matches.push(
      matchOf({
        ...base,
        matchId: `${cupId}-${i === 1 ? 'F' : '3P'}`,
        matchDate: `${finalDay} ${CUP_TIMES[i + 1]}`,
        ...result,
        homeTeam,
        awayTeam,
        place: `${place} 주경기장`,
        round,
      }),
    );
  }
  return { cup, matches };
};

/**
 * The demo feed for `today` ('YYYY-MM-DD' in Asia/Seoul): cups, leagues and their matches in every
 * age group, in the association's field names.
 */
export const demoCompetitionFeed = (today: string): DemoCompetitionFeed => {
  const year = today.slice(0, 4);
  const feed: DemoCompetitionFeed = { cups: [], leagues: [], matches: [] };
  for (const plan of plans(year)) {
    const { league, matches } = leagueOf(plan, today, year);
    feed.leagues.push(league);
    feed.matches.push(...matches);
    // U11's cup starts tomorrow: no U11 cup is running today.
    const start = plan.group === 'U11' ? addDays(today, 1) : addDays(today, -2);
    const current = cupOf(plan, `C${year}-${plan.group}-1`, plan.cup.name, plan.cup.place, start, today, 2);
    feed.cups.push(current.cup);
    feed.matches.push(...current.matches);
    if (plan.other) {
      const otherStart = plan.other.when === 'finished' ? addDays(today, -30) : addDays(today, 10);
      const other = cupOf(
        plan,
        `C${year}-${plan.group}-2`,
        plan.other.name,
        plan.other.place,
        otherStart,
        today,
        4,
      );
      feed.cups.push(other.cup);
      feed.matches.push(...other.matches);
    }
  }
  return feed;
};
