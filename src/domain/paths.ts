/**
 * Every browser route of spec section 2, in one place: the patterns the router matches and the
 * builders that make a concrete address. The server uses the builders too (notification links, board
 * card urls, page heads), so a route is spelled once for both programs.
 */

/** Largest id the database holds (integer columns): larger ids are refused before any query. */
export const MAX_ID = 2_147_483_647;

/** How an id is written in an address: a positive integer without leading zeros. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The id an address segment names, or null when it names none (so a page shows 'not found'). */
export const idOf = (segment: string | null | undefined): number | null =>
  segment && ID_PATTERN.test(segment) && Number(segment) <= MAX_ID ? Number(segment) : null;

/** Route patterns in the router's `:param` syntax. */
export const ROUTES = {
  home: '/',
  articleHome: '/article',
  article: '/article/:id',
  articleDraft: '/articleDraft/:id',
  articleEdit: '/articleEdit/:id',
  articlePost: '/articlePost',
  clip: '/clip',
  boardHome: '/board/home',
  boardWrite: '/boardPost',
  boardEdit: '/boardEdit/:id',
  boardDraft: '/boardDraft/:id',
  postDetail: '/board/post/:id',
  qnaDetail: '/board/qna/:id',
  competitionHome: '/competition/home',
  competitionMatch: '/competition/match',
  competitionLeague: '/competition/league',
  competitionTeam: '/competition/team/:id',
  spotlight: '/spotlightMember',
  userEdit: '/users/edit',
  passwordEdit: '/users/editPassword',
  user: '/users/:id',
  level: '/level',
  alarm: '/alarm',
  signIn: '/signIn',
  signUp: '/signUp',
  oauth: '/login/oauth',
  loginFailure: '/login/authentication-failure',
  oauthLoginFailure: '/login/oauth/login/authentication-failure',
  onboarding: '/onboarding',
  passwordForgot: '/password/forgot',
  passwordReset: '/password/reset',
  /** Issue 22: the moderation queue, the temporary takedown cases, the rights-infringement form and the author's objection. */
  admin: '/admin',
  adminMembers: '/admin/members',
  adminAudit: '/admin/audit',
  adminReports: '/admin/reports',
  adminCases: '/admin/cases',
  rightsRequest: '/rights-request',
  objection: '/objection/:id',
  guardian: '/guardian',
  guardianConsent: '/guardian/consent',
  guardianWithdraw: '/guardian/withdraw',
  terms: '/terms',
  privacy: '/privacy',
  marketingPolicy: '/policies/marketing',
} as const;

export type RouteName = keyof typeof ROUTES;

const withQuery = (path: string, query: Readonly<Record<string, string | number | null | undefined>>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
};

const fill = (pattern: string, id: number) => pattern.replace(':id', String(id));

/**
 * A board as the `board` query parameter names it: its row's `board.param` in the content policy
 * (`BoardParam`, src/domain/content/policy.ts, which imports this file, so the type cannot be named here).
 */
type BoardParam = string;

/** Concrete addresses. Query values are encoded; empty ones are left out. */
export const paths = {
  home: () => ROUTES.home,
  article: (id: number) => fill(ROUTES.article, id),
  articleDraft: (id: number) => fill(ROUTES.articleDraft, id),
  articleEdit: (id: number) => fill(ROUTES.articleEdit, id),
  articlePost: () => ROUTES.articlePost,
  clip: () => ROUTES.clip,
  boardHome: (board?: BoardParam, query: Readonly<Record<string, string | number | null>> = {}) =>
    withQuery(ROUTES.boardHome, { board, ...query }),
  boardWrite: (board: BoardParam) => withQuery(ROUTES.boardWrite, { board }),
  boardEdit: (board: BoardParam, id: number) => withQuery(fill(ROUTES.boardEdit, id), { board }),
  boardDraft: (board: BoardParam, id: number) => withQuery(fill(ROUTES.boardDraft, id), { board }),
  postDetail: (id: number) => fill(ROUTES.postDetail, id),
  qnaDetail: (id: number) => fill(ROUTES.qnaDetail, id),
  competitionHome: () => ROUTES.competitionHome,
  /** `date` 'YYYY-MM-DD', `age` an age group, `competition` a cup or league id. */
  competitionMatch: (query: { date?: string; age?: string; competition?: number } = {}) =>
    withQuery(ROUTES.competitionMatch, query),
  /** `age` an age group, `league` a league id. */
  competitionLeague: (query: { age?: string; league?: number } = {}) =>
    withQuery(ROUTES.competitionLeague, query),
  /** A team's page (issue 27). */
  competitionTeam: (id: number) => fill(ROUTES.competitionTeam, id),
  spotlight: () => ROUTES.spotlight,
  userEdit: () => ROUTES.userEdit,
  passwordEdit: () => ROUTES.passwordEdit,
  user: (id: number, tab?: string) => withQuery(fill(ROUTES.user, id), { tab }),
  level: () => ROUTES.level,
  alarm: () => ROUTES.alarm,
  signIn: () => ROUTES.signIn,
  signUp: () => ROUTES.signUp,
  /** The social-login callback page; the server adds the one-time `code` it hands to the app. */
  oauth: (code?: string) => withQuery(ROUTES.oauth, { code }),
  loginFailure: (reason?: string) => withQuery(ROUTES.loginFailure, { reason }),
  /** Where the server sends a social sign-in that failed before the app got a code. */
  oauthLoginFailure: (reason?: string) => withQuery(ROUTES.oauthLoginFailure, { reason }),
  onboarding: () => ROUTES.onboarding,
  passwordForgot: () => ROUTES.passwordForgot,
  /** The link of the reset mail: the single-use token travels in the query. */
  passwordReset: (token?: string) => withQuery(ROUTES.passwordReset, { token }),
  admin: () => ROUTES.admin,
  adminMembers: () => ROUTES.adminMembers,
  adminAudit: () => ROUTES.adminAudit,
  adminReports: () => ROUTES.adminReports,
  adminCases: () => ROUTES.adminCases,
  rightsRequest: () => ROUTES.rightsRequest,
  objection: (id: number) => fill(ROUTES.objection, id),
  /** Issue 23: a child's guardian step, and the guardian's pages from the mail (the signed token in the query). */
  guardian: () => ROUTES.guardian,
  guardianConsent: (token?: string) => withQuery(ROUTES.guardianConsent, { token }),
  guardianWithdraw: (token?: string) => withQuery(ROUTES.guardianWithdraw, { token }),
  /** A policy document's page (issue 23): the current version, or an older one by its `version`. */
  policy: (document: 'terms' | 'privacy' | 'marketing', version?: string) =>
    withQuery(
      document === 'terms' ? ROUTES.terms : document === 'privacy' ? ROUTES.privacy : ROUTES.marketingPolicy,
      { version },
    ),
} as const;
