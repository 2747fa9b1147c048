import { ROUND_WORDS } from './text/competition-rounds';
import { type StandingMatch, type StandingRow, standings } from './standings';

/*
 * A cup's group stage and knockout rounds, read from the `round` text of the association's feed, which
 * names them the way Korean fixtures lists do (the words are in text/competition-rounds.ts): a group
 * letter or number followed by the group word, or a round size followed by the round word, the
 * semi-final, the third-place match and the final.
 */

export type CupStage =
  | { readonly kind: 'group'; readonly group: string }
  /** `size`: teams left in the round (16 for the round of 16, 2 for the final); the 3rd-place match sits at 3. */
  | { readonly kind: 'knockout'; readonly size: number }
  | { readonly kind: 'other' };

const W = ROUND_WORDS;
const HANGUL = '\\uAC00-\\uD7A3';
/** A group: a Latin letter or number, or a Hangul group letter after a non-Hangul character (else it is a word). */
const GROUP = new RegExp(
  `(?:([A-Z]|[0-9]{1,2})|(?:^|[^${HANGUL}])([${W.groupLetters}]))\\s*${W.group}(?![${HANGUL}])`,
);
const ROUND_OF = new RegExp(`([0-9]{1,3})\\s*${W.roundOf}`);
const THIRD_PLACE = new RegExp(`3\\s*[\u00b7.,-]?\\s*4\\s*${W.place}|3${W.place}\\s*${W.decider}`);

export const cupStage = (round: string | null | undefined): CupStage => {
  const text = (round ?? '').trim().toUpperCase();
  if (text === '') return { kind: 'other' };
  if (THIRD_PLACE.test(text)) return { kind: 'knockout', size: 3 };
  if (text.includes(W.semiFinal)) return { kind: 'knockout', size: 4 };
  if (text.includes(W.final)) return { kind: 'knockout', size: 2 };
  const roundOf = ROUND_OF.exec(text);
  if (roundOf) return { kind: 'knockout', size: Number(roundOf[1]) };
  const group = GROUP.exec(text);
  const name = group?.[1] ?? group?.[2];
  if (name) return { kind: 'group', group: name };
  return { kind: 'other' };
};

/** What `cupBracket` needs of a match. */
export interface BracketMatch {
  readonly round: string | null;
  readonly homeTeam: string;
  readonly awayTeam: string;
  /** Set only for finished matches with a score. */
  readonly result: { readonly homeScore: number; readonly awayScore: number } | null;
}

export interface CupGroup<M> {
  readonly name: string;
  readonly standings: StandingRow[];
  readonly matches: M[];
}

export interface KnockoutRound<M> {
  /** The round's own text, from the first match in it. */
  readonly round: string;
  readonly size: number;
  readonly matches: M[];
}

export interface CupBracket<M> {
  readonly groups: CupGroup<M>[];
  /** Earliest round first (round of 16 … final). */
  readonly knockout: KnockoutRound<M>[];
  /** Matches whose round names neither a group nor a knockout round. */
  readonly other: M[];
}

const byGroupName = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Groups with their tables (finished matches only) and knockout rounds, each keeping the input order. */
export const cupBracket = <M extends BracketMatch>(matches: readonly M[]): CupBracket<M> => {
  const groups = new Map<string, M[]>();
  const rounds = new Map<number, M[]>();
  const other: M[] = [];
  for (const m of matches) {
    const stage = cupStage(m.round);
    if (stage.kind === 'group') groups.set(stage.group, [...(groups.get(stage.group) ?? []), m]);
    else if (stage.kind === 'knockout') rounds.set(stage.size, [...(rounds.get(stage.size) ?? []), m]);
    else other.push(m);
  }
  return {
    groups: [...groups.keys()].sort(byGroupName).map((name) => {
      const list = groups.get(name) ?? [];
      const teams = [...new Set(list.flatMap((m) => [m.homeTeam, m.awayTeam]))];
      const finished: StandingMatch[] = list.flatMap((m) =>
        m.result
          ? [
              {
                home: m.homeTeam,
                away: m.awayTeam,
                homeScore: m.result.homeScore,
                awayScore: m.result.awayScore,
              },
            ]
          : [],
      );
      return { name, standings: standings(finished, teams), matches: list };
    }),
    // 3rd-place (size 3) sorts between the semi-finals (4) and the final (2).
    knockout: [...rounds.keys()]
      .sort((a, b) => b - a)
      .map((size) => {
        const list = rounds.get(size) ?? [];
        return { round: (list[0]?.round ?? '').trim(), size, matches: list };
      }),
    other,
  };
};
