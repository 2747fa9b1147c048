/**
 * Demo competition data in the field names of the Korean association's feed (spec section 3): the same
 * shape `npm run competitions -- import` reads, so the server seed goes through the importer and the
 * browser's fake backend reads the same records.
 */
export type DemoAgeGroup = 'U11' | 'U12' | 'U14' | 'U15' | 'U17' | 'U18' | 'U20' | 'U22';

export type FeedCup = {
  cupId: string;
  cupName: string;
  place: string;
  playSDate: string;
  playEDate: string;
  uageGroup: DemoAgeGroup;
};

export type FeedLeague = {
  leagueId: string;
  leagueName: string;
  place: string;
  playSDate: string;
  playEDate: string;
  uageGroup: DemoAgeGroup;
};

export type FeedMatch = {
  matchId: string;
  /** 'YYYY-MM-DD HH:mm', Korean local time. */
  matchDate: string;
  /** '예정' (scheduled), '진행중' (under way) or '종료' (finished). */
  matchStatus: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  homePk: number | null;
  awayPk: number | null;
  homeTeamEmblem: string;
  awayTeamEmblem: string;
  cupId?: string;
  cupName?: string;
  leagueId?: string;
  leagueName?: string;
  place: string;
  round: string;
  uageGroup: DemoAgeGroup;
};

export type DemoCompetitionFeed = {
  cups: FeedCup[];
  leagues: FeedLeague[];
  matches: FeedMatch[];
};

export type DemoNewsItem = {
  title: string;
  source: string;
  contentUrl: string;
  imageUrl: string;
  /** Hours before the seed (or the fake backend's start) the item was published. */
  hoursAgo: number;
};
