import type { Effect } from 'effect';
import type { BoardCard } from '../../../../src/contract/boards';
import type { TeamDetail } from '../../../../src/contract/teams';
import { AGE_GROUP_LABEL, AGE_GROUPS, type AgeGroup } from '../../../../src/domain/catalog';
import { defaultAgeGroup } from '../../../../src/domain/competition';
import { competitionCardDetail } from '../../../../src/domain/competition-dates';
import { BOARD_LABEL, BOARDS, boardOfParam, DEFAULT_BOARD } from '../../../../src/domain/content/boards';
import { readListState, showsPopularBlocks } from '../../../../src/domain/content/list-query';
import { popularPageCount, popularSlice } from '../../../../src/domain/content/popularity';
import { policyOf } from '../../../../src/domain/content/policy';
import { seoulDateKey } from '../../../../src/domain/relative-time';
import { teamMatchGroupKey } from '../../../../src/domain/teams';
import { BOARD_TEXT_UI } from '../../../../src/domain/text/boards';
import { COMPETITION_HOME_TEXT } from '../../../../src/domain/text/main-pages';
import { youthCups } from '../../../application/competitions/youth.use-case';
import { popularContent } from '../../../application/content/content-queries.use-case';
import type { AppError } from '../../../application/errors';
import { competitionsRepository } from '../../db/competitions.repository';
import { YOUTH_SCOPE } from '../cache/cached-operations';
import type { AppDeps } from '../deps';
import { contentDeps } from '../routes/content-area';
import type { Shell } from './first-screen';

/** page-head.ts's load: the value, null for NotFound, 'failed' for a failure it has logged. */
export type Load = <A>(effect: Effect.Effect<A, AppError>) => Promise<A | null | 'failed'>;

/**
 * The data the first-screen shell paints where a page's largest paint needs it, read as a visitor
 * reads it through the API, so the shell shows what the app's first render will.
 */
export const shellData = (deps: AppDeps, load: Load) => {
  /**
   * The board home: the board tabs and, where the app shows it (no search, every tag), the board's
   * weekly popular block (the same use case and kept reads as its API).
   */
  const board = async (search: string): Promise<Pick<Shell, 'tabs' | 'popular'>> => {
    const kind = boardOfParam(new URLSearchParams(search).get('board')) ?? DEFAULT_BOARD;
    const tabs = { labels: BOARDS.map((b) => BOARD_LABEL[b]), selected: BOARDS.indexOf(kind) };
    if (!showsPopularBlocks(readListState(search, policyOf(kind)))) return { tabs };
    const cards = await load(popularContent(contentDeps(deps), kind, null));
    if (cards === null || cards === 'failed' || cards.length === 0) return { tabs };
    // A board's cards are BoardCards (content-view.ts): the API answers them as such.
    const items = popularSlice(cards as readonly BoardCard[], 0).map((card) => ({
      title: card.title,
      detail: BOARD_TEXT_UI.likesAndComments(card.likeCount, card.commentCount),
    }));
    return {
      tabs,
      popular: { title: BOARD_TEXT_UI.weeklyTitle, items, pages: popularPageCount(cards.length) },
    };
  };

  /**
   * The competition home's cups section, kept until a competition write (an import) or the day in
   * Seoul changes it, or the response cache's time to live passes, as the youth API's answers are.
   */
  const competitions = competitionsRepository(deps.db);
  let kept: { key: string; at: number; value: Promise<Shell['cups']> } | null = null;
  const cups = (): Promise<Shell['cups']> => {
    const now = deps.clock();
    const cache = deps.responseCache;
    const key = `${seoulDateKey(now)}\n${cache ? cache.generation(YOUTH_SCOPE) : performance.now()}`;
    if (kept && kept.key === key && performance.now() - kept.at < (cache?.ttlMs ?? 0)) return kept.value;
    const value = load(youthCups(competitions, now)).then((data): Shell['cups'] => {
      if (data === null || data === 'failed') return undefined;
      const lists = Object.fromEntries(AGE_GROUPS.map((g) => [g, data[g].cupInfo])) as Record<
        AgeGroup,
        (typeof data)[AgeGroup]['cupInfo']
      >;
      const selected = defaultAgeGroup(lists);
      return {
        heading: COMPETITION_HOME_TEXT.cups,
        ages: AGE_GROUPS.map((g) => ({
          label: AGE_GROUP_LABEL[g],
          pressed: g === selected,
          empty: lists[g].length === 0,
        })),
        cards: lists[selected].map((c) => ({
          badge: c.uageGroup,
          name: c.cupName,
          detail: competitionCardDetail(c.place, c.playSDate, c.playEDate),
        })),
      };
    });
    kept = { key, at: performance.now(), value };
    return value;
  };

  return { board, cups };
};

/** The match group cards a team shell paints: those that reach below a phone's first screen. */
const TEAM_SHELL_GROUPS = 3;

/**
 * A team page's top from the same answer as GET /api/youth/team/{id} (page-head.ts loads it for the
 * title): the facts under the name and its next matches grouped as the page groups them.
 */
export const teamShell = (
  facts: Pick<TeamDetail, 'team' | 'regions' | 'ageGroups' | 'upcoming'>,
): NonNullable<Shell['team']> => {
  const groups = new Map<string, number>();
  for (const m of facts.upcoming) {
    const key = teamMatchGroupKey(m);
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return {
    // A picture of the site's own or on the web (the shell sends it as written, escaped).
    emblemUrl: /^(https?:\/\/|\/[^/])/i.test(facts.team.emblemUrl ?? '') ? facts.team.emblemUrl : null,
    regions: facts.regions,
    ageGroups: facts.ageGroups,
    upcoming: [...groups].slice(0, TEAM_SHELL_GROUPS).map(([title, matches]) => ({ title, matches })),
  };
};
