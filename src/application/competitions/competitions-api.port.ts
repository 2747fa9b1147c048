import type { Effect } from 'effect';
import type { AgeGroup } from '../../domain/catalog';
import type {
  Competition,
  CupDetail,
  LeagueDetail,
  NewsSlice,
  YouthCupResponse,
  YouthLeagueResponse,
  YouthMatch,
} from '../../contract/competitions';
import type { FollowedTeams, TeamDetail } from '../../contract/teams';
import type { ApiError } from '../errors';

export interface MatchQuery {
  /** 'YYYY-MM-DD', both included. */
  readonly from: string;
  readonly to: string;
  readonly ageGroup?: AgeGroup;
  readonly competitionId?: number;
  readonly teamId?: number;
}

export interface NewsRequest {
  /** Counts from 0, as the API does (spec section 7). */
  readonly page: number;
  readonly cursor: string | null;
}

/** Youth competitions and news (spec section 7 "Competition and news"). */
export interface CompetitionsApi {
  cups(): Effect.Effect<YouthCupResponse, ApiError>;
  leagues(): Effect.Effect<YouthLeagueResponse, ApiError>;
  news(request: NewsRequest): Effect.Effect<NewsSlice, ApiError>;
  matches(query: MatchQuery): Effect.Effect<{ readonly data: readonly YouthMatch[] }, ApiError>;
  competitions(query: {
    readonly kind?: 'CUP' | 'LEAGUE';
    readonly ageGroup?: AgeGroup;
  }): Effect.Effect<{ readonly data: readonly Competition[] }, ApiError>;
  league(id: number): Effect.Effect<LeagueDetail, ApiError>;
  cup(id: number): Effect.Effect<CupDetail, ApiError>;
  /** A team's page (issue 27). */
  team(id: number): Effect.Effect<TeamDetail, ApiError>;
  /** The signed-in member's followed teams. */
  followedTeams(): Effect.Effect<FollowedTeams, ApiError>;
  follow(teamId: number): Effect.Effect<void, ApiError>;
  unfollow(teamId: number): Effect.Effect<void, ApiError>;
}
