import type { QueryClient } from '@tanstack/query-core';
import { Effect } from 'effect';
import type { AgeGroup } from '../../domain/catalog';
import type { CompetitionsApi, MatchQuery } from './competitions-api.port';

/** Query keys of the competition pages (one place, so reads and invalidation agree). */
export const competitionKeys = {
  cups: () => ['youth', 'cup'] as const,
  leagues: () => ['youth', 'league'] as const,
  news: (page: number, cursor: string | null) => ['youth', 'news', page, cursor] as const,
  matches: (query: MatchQuery) => ['youth', 'matches', query] as const,
  competitions: (kind: 'CUP' | 'LEAGUE' | undefined, ageGroup: AgeGroup | undefined) =>
    ['youth', 'competitions', kind ?? 'ALL', ageGroup ?? 'ALL'] as const,
  league: (id: number) => ['youth', 'league', id] as const,
  cup: (id: number) => ['youth', 'cup', id] as const,
  team: (id: number) => ['youth', 'team', id] as const,
  /** A member's followed teams: keyed by the member, so another account never reads them. */
  followedTeams: (userId: number) => ['youth', 'followed-teams', userId] as const,
} as const;

type Fn<T> = ({ signal }: { signal: AbortSignal }) => Promise<T>;
const run =
  <T>(effect: () => Effect.Effect<T, unknown>): Fn<T> =>
  ({ signal }) =>
    Effect.runPromise(effect(), { signal });

/** Query options whose functions call the port, aborting with the query's signal. */
export const competitionQueries = (api: CompetitionsApi) => ({
  cups: () => ({ queryKey: competitionKeys.cups(), queryFn: run(() => api.cups()) }),
  leagues: () => ({ queryKey: competitionKeys.leagues(), queryFn: run(() => api.leagues()) }),
  matches: (query: MatchQuery) => ({
    queryKey: competitionKeys.matches(query),
    queryFn: run(() => api.matches(query)),
  }),
  competitions: (kind?: 'CUP' | 'LEAGUE', ageGroup?: AgeGroup) => ({
    queryKey: competitionKeys.competitions(kind, ageGroup),
    queryFn: run(() => api.competitions({ kind, ageGroup })),
  }),
  league: (id: number) => ({ queryKey: competitionKeys.league(id), queryFn: run(() => api.league(id)) }),
  cup: (id: number) => ({ queryKey: competitionKeys.cup(id), queryFn: run(() => api.cup(id)) }),
  team: (id: number) => ({ queryKey: competitionKeys.team(id), queryFn: run(() => api.team(id)) }),
  followedTeams: (userId: number) => ({
    queryKey: competitionKeys.followedTeams(userId),
    queryFn: run(() => api.followedTeams()),
  }),
});

/** What the competition pages receive: the port and the query client (machines are built where used). */
export interface CompetitionPorts {
  readonly competitionsApi: CompetitionsApi;
  readonly queryClient: QueryClient;
}
