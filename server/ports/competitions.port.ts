import type { Effect } from 'effect';
import type { AgeGroup } from '../../src/domain/catalog';
import type { CompetitionEntry, CompetitionKind, MatchEntry } from '../../src/domain/competition-records';

export type CompetitionRecord = {
  readonly id: number;
  readonly kind: CompetitionKind;
  readonly sourceId: string;
  readonly ageGroup: AgeGroup;
  readonly name: string;
  readonly place: string | null;
  readonly startDate: string;
  readonly endDate: string;
};

export type MatchRecord = {
  readonly id: number;
  readonly competitionId: number;
  readonly kind: CompetitionKind;
  readonly competitionSourceId: string;
  readonly competitionName: string;
  readonly ageGroup: AgeGroup;
  readonly day: string;
  readonly time: string | null;
  readonly status: string;
  readonly homeTeamId: number;
  readonly homeTeam: string;
  readonly homeEmblem: string | null;
  readonly awayTeamId: number;
  readonly awayTeam: string;
  readonly awayEmblem: string | null;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly homePk: number | null;
  readonly awayPk: number | null;
  readonly place: string | null;
  readonly round: string | null;
};

export type TeamRecord = {
  readonly id: number;
  readonly name: string;
  readonly emblemSource: string | null;
  readonly emblemUrl: string | null;
};

export type MatchFilter = {
  readonly from: string;
  readonly to: string;
  readonly kind?: CompetitionKind;
  readonly ageGroup?: AgeGroup;
  readonly competitionId?: number;
  readonly teamId?: number;
};

/** A team to store: `emblemSource` null keeps the stored emblem. */
export type TeamToStore = {
  readonly name: string;
  readonly emblemSource: string | null;
  readonly emblemUrl: string | null;
};

export type StoreCounts = { readonly created: number; readonly updated: number; readonly unchanged: number };

export type ImportToStore = {
  readonly competitions: readonly CompetitionEntry[];
  readonly teams: readonly TeamToStore[];
  readonly matches: readonly MatchEntry[];
};

/** Cups, leagues, teams and matches. */
export interface CompetitionsRepository {
  /** Competitions of `kind` whose days include `today`, youngest age group first, then by start. */
  ongoing(kind: CompetitionKind, today: string): Effect.Effect<readonly CompetitionRecord[]>;
  /** Matches in the filter's days, by day, time and id. */
  matches(filter: MatchFilter): Effect.Effect<readonly MatchRecord[]>;
  /** Competitions, latest start first, at most `limit`. */
  list(
    filter: { readonly kind?: CompetitionKind; readonly ageGroup?: AgeGroup },
    limit: number,
  ): Effect.Effect<readonly CompetitionRecord[]>;
  byId(id: number): Effect.Effect<CompetitionRecord | null>;
  /** Every match of one competition, by day, time and id. */
  competitionMatches(competitionId: number): Effect.Effect<readonly MatchRecord[]>;
  /** Teams by id (for standings rows). */
  teamsByIds(ids: readonly number[]): Effect.Effect<readonly TeamRecord[]>;
  /** Which of these competition keys (competitionKeyText) are stored. */
  storedCompetitionKeys(keys: readonly string[]): Effect.Effect<ReadonlySet<string>>;
  teamsByName(names: readonly string[]): Effect.Effect<readonly TeamRecord[]>;
  /** Upserts everything in one transaction: all of it or nothing. */
  save(data: ImportToStore): Effect.Effect<{
    readonly competitions: StoreCounts;
    readonly teams: StoreCounts;
    readonly matches: StoreCounts;
  }>;
}

/** Copies a remote image into the site's own image store; null when it cannot (logged by the adapter). */
export interface RemoteImages {
  copy(url: string, use: 'emblem' | 'news'): Effect.Effect<string | null>;
}
