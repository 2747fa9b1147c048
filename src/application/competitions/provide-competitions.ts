import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type {
  Competition,
  NewsItem,
  YouthCupResponse,
  YouthLeagueResponse,
} from '../../contract/competitions';
import { type AgeGroup, AGE_GROUPS } from '../../domain/catalog';
import { createInfiniteListMachine, type ListSlice, type SliceRequest } from '../lists/infinite-list.machine';
import { createAgeGroupTabsMachine, type PickLists } from './age-group-tabs.machine';
import { type CompetitionPorts, competitionKeys, competitionQueries } from './competition-queries';

/** The news list has no filters: its params are empty. */
export type NewsParams = Readonly<Record<string, never>>;

const lists = <D, T>(data: D, of: (data: D, group: AgeGroup) => readonly T[]) =>
  Object.fromEntries(AGE_GROUPS.map((g) => [g, of(data, g)])) as Record<AgeGroup, readonly T[]>;

/** Which lists decide the first tab of each competition-home section. */
export const HOME_SECTIONS = {
  cups: ((d: YouthCupResponse) => lists(d, (x, g) => x[g].cupInfo)) as PickLists<YouthCupResponse>,
  cupMatches: ((d: YouthCupResponse) => lists(d, (x, g) => x[g].cupMatches)) as PickLists<YouthCupResponse>,
  leagues: ((d: YouthLeagueResponse) =>
    lists(d, (x, g) => x[g].leagueInfo)) as PickLists<YouthLeagueResponse>,
  leagueMatches: ((d: YouthLeagueResponse) =>
    lists(d, (x, g) => x[g].leagueMatches)) as PickLists<YouthLeagueResponse>,
};

/** The league page's tabs: the leagues of each age group. */
export const LEAGUES_BY_AGE: PickLists<{ readonly data: readonly Competition[] }> = (d) =>
  lists(d, (x, g) => x.data.filter((c) => c.uageGroup === g));

/**
 * The competition pages' machines with their actors filled from the port. Reads go through the query
 * cache, so the four tab bars of the home share two requests and coming back is instant.
 */
export const provideCompetitionMachines = ({ competitionsApi, queryClient }: CompetitionPorts) => {
  const queries = competitionQueries(competitionsApi);
  return {
    cupTabs: createAgeGroupTabsMachine<YouthCupResponse>().provide({
      actors: { load: fromPromise(() => queryClient.fetchQuery(queries.cups())) },
    }),
    leagueTabs: createAgeGroupTabsMachine<YouthLeagueResponse>().provide({
      actors: { load: fromPromise(() => queryClient.fetchQuery(queries.leagues())) },
    }),
    leagueListTabs: createAgeGroupTabsMachine<{ readonly data: readonly Competition[] }>().provide({
      actors: { load: fromPromise(() => queryClient.fetchQuery(queries.competitions('LEAGUE'))) },
    }),
    newsList: createInfiniteListMachine<NewsItem, NewsParams>().provide({
      actors: {
        // The list machine counts pages from 1; the API from 0.
        fetchSlice: fromPromise<ListSlice<NewsItem>, SliceRequest<NewsParams>>(({ input }) =>
          queryClient
            .fetchQuery({
              queryKey: competitionKeys.news(input.page - 1, input.cursor),
              // Spec section 8: a failed news fetch is logged only; the list shows its own retry.
              meta: { silent: true },
              queryFn: ({ signal }) =>
                Effect.runPromise(competitionsApi.news({ page: input.page - 1, cursor: input.cursor }), {
                  signal,
                }),
            })
            .catch((error: unknown) => {
              console.warn('youth news fetch failed', error);
              throw error;
            })
            .then((slice) => ({
              items: slice.data,
              hasMore: slice.sliceInfo.hasNext,
              totalElements: null,
              nextCursor: slice.sliceInfo.nextCursor ?? null,
            })),
        ),
      },
    }),
  };
};

export type CompetitionMachines = ReturnType<typeof provideCompetitionMachines>;
