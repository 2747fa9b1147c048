/**
 * Which chrome a path gets (spec section 2, "Navigation chrome"). Pure, so it is tested alone; the browser
 * draws it and the server paints the same top bar in the first-screen shell it sends with each page.
 */

export type TopBarKind = 'none' | 'simple' | 'standard';
export type Section = 'articles' | 'clips' | 'community' | 'competition' | null;
export type CompetitionTab = 'home' | 'match' | 'league' | null;

const segments = (path: string): string[] => path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];

export const topBarKind = (path: string): TopBarKind => {
  const [first, second] = segments(path);
  if (first === 'article' && second !== undefined) return 'none';
  if (first === 'signIn' || first === 'signUp' || first === 'password') return 'simple';
  if (first === 'level') return 'none';
  return 'standard';
};

/** The highlighted top-bar link: by first segment; articles on / or any path starting with 'article'. */
export const activeSection = (path: string): Section => {
  const [first] = segments(path);
  if (first === undefined || first.startsWith('article')) return 'articles';
  if (first === 'clip') return 'clips';
  if (first === 'board') return 'community';
  if (first === 'competition') return 'competition';
  return null;
};

export const isCompetitionPath = (path: string): boolean => segments(path)[0] === 'competition';

/** The active bottom tab from the second path segment. */
export const competitionTab = (path: string): CompetitionTab => {
  const second = segments(path)[1];
  return second === 'home' || second === 'match' || second === 'league' ? second : null;
};
