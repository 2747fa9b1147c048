import { Route, Switch } from 'wouter';
import { ROUTES } from '../../domain/paths';
import { ArticleDetailPage } from '../pages/article-detail/article-detail.page';
import { ArticleHomePage } from '../pages/article-home/article-home.page';
import { BoardHomePage } from '../pages/board-home/board-home.page';
import { CompetitionHomePage } from '../pages/competition-home/competition-home.page';
import { LevelPage } from '../pages/level/level.page';
import { LazyPage, lazyPage } from './lazy-page';

// Spec section 2: home, article detail, competition home, board home and level load eagerly.
// One page for the six editor routes of every kind: it reads the address itself (a new draft swaps it).
const ContentEditorPage = lazyPage(
  () => import('../pages/content-editor/content-editor.page'),
  'ContentEditorPage',
);
const BoardPostPage = lazyPage<{ board: 'post' | 'qna' }>(
  () => import('../pages/board-post/board-post.page'),
  'BoardPostPage',
);
const CompetitionMatchPage = lazyPage(
  () => import('../pages/competition-match/competition-match.page'),
  'CompetitionMatchPage',
);
const CompetitionLeaguePage = lazyPage(
  () => import('../pages/competition-league/competition-league.page'),
  'CompetitionLeaguePage',
);
// Issue 27: a team's page.
const CompetitionTeamPage = lazyPage(
  () => import('../pages/competition-team/competition-team.page'),
  'CompetitionTeamPage',
);
const SpotlightPage = lazyPage(() => import('../pages/spotlight/spotlight.page'), 'SpotlightPage');
// The two account settings pages share a chunk (styles, form pieces, the settings machines).
const accountSettings = () => import('../pages/account-settings/account-settings.pages');
const UserEditPage = lazyPage(accountSettings, 'ProfileEditPage');
const PasswordEditPage = lazyPage(accountSettings, 'PasswordEditPage');
const AlarmPage = lazyPage(() => import('../pages/alarm/alarm.page'), 'AlarmPage');
const ClipPage = lazyPage(() => import('../pages/clip.page'), 'ClipPage');
const UserProfilePage = lazyPage(() => import('../pages/user-profile/user-profile.page'), 'UserProfilePage');
// The sign-in pages share a chunk too (auth.pages.ts).
const auth = () => import('../pages/auth/auth.pages');
const SignInPage = lazyPage(auth, 'SignInPage');
const SignUpPage = lazyPage(auth, 'SignUpPage');
const OAuthPage = lazyPage(auth, 'OAuthPage');
const OnboardingPage = lazyPage(auth, 'OnboardingPage');
const PasswordForgotPage = lazyPage(auth, 'PasswordForgotPage');
const PasswordResetPage = lazyPage(auth, 'PasswordResetPage');
const LoginFailurePage = lazyPage(auth, 'LoginFailurePage');
const NotFoundPage = lazyPage(() => import('../pages/not-found.page'), 'NotFoundPage');
// Issue 23: a child's guardian step and the guardian's pages from the mail.
const guardian = () => import('../pages/guardian/guardian.pages');
const GuardianStepPage = lazyPage(guardian, 'GuardianStepPage');
const GuardianConsentPage = lazyPage(guardian, 'GuardianConsentPage');
const GuardianWithdrawPage = lazyPage(guardian, 'GuardianWithdrawPage');
const PolicyPage = lazyPage<{ document: 'terms' | 'privacy' | 'marketing' }>(
  () => import('../pages/policy/policy.page'),
  'PolicyPage',
);
// Issue 22: the moderation queue, the 임시조치 cases, the 권리침해 신고 form and the author's 이의제기.
// The console's home, members and audit pages share a chunk (admin-console.pages.tsx).
const adminConsole = () => import('../pages/admin/admin-console.pages');
const AdminHomePage = lazyPage(adminConsole, 'AdminHomePage');
const AdminMembersPage = lazyPage(adminConsole, 'AdminMembersPage');
const AdminAuditPage = lazyPage(adminConsole, 'AdminAuditPage');
const AdminReportsPage = lazyPage(() => import('../pages/admin/reports-page'), 'AdminReportsPage');
const AdminCasesPage = lazyPage(() => import('../pages/admin/cases-page'), 'AdminCasesPage');
const rightsRequest = () => import('../pages/rights-request/rights-request.page');
const RightsRequestPage = lazyPage(rightsRequest, 'RightsRequestPage');
const ObjectionPage = lazyPage(rightsRequest, 'ObjectionPage');

/** The editor's one page, for each of its routes. */
const editor = () => <LazyPage page={ContentEditorPage} props={{}} />;

/** Every route of spec section 2; anything else is the not-found page. */
export const AppRoutes = () => (
  <Switch>
    <Route path={ROUTES.home} component={ArticleHomePage} />
    <Route path={ROUTES.articleHome} component={ArticleHomePage} />
    <Route path={ROUTES.article} component={ArticleDetailPage} />
    <Route path={ROUTES.articleDraft}>{editor}</Route>
    <Route path={ROUTES.articleEdit}>{editor}</Route>
    <Route path={ROUTES.articlePost}>{editor}</Route>
    <Route path={ROUTES.clip}>{() => <LazyPage page={ClipPage} props={{}} />}</Route>
    <Route path={ROUTES.boardHome} component={BoardHomePage} />
    <Route path={ROUTES.boardWrite}>{editor}</Route>
    <Route path={ROUTES.postDetail}>
      {() => <LazyPage page={BoardPostPage} props={{ board: 'post' }} />}
    </Route>
    <Route path={ROUTES.qnaDetail}>{() => <LazyPage page={BoardPostPage} props={{ board: 'qna' }} />}</Route>
    <Route path={ROUTES.boardEdit}>{editor}</Route>
    <Route path={ROUTES.boardDraft}>{editor}</Route>
    <Route path={ROUTES.competitionHome} component={CompetitionHomePage} />
    <Route path={ROUTES.competitionMatch}>{() => <LazyPage page={CompetitionMatchPage} props={{}} />}</Route>
    <Route path={ROUTES.competitionLeague}>
      {() => <LazyPage page={CompetitionLeaguePage} props={{}} />}
    </Route>
    <Route path={ROUTES.competitionTeam}>{() => <LazyPage page={CompetitionTeamPage} props={{}} />}</Route>
    <Route path={ROUTES.spotlight}>{() => <LazyPage page={SpotlightPage} props={{}} />}</Route>
    <Route path={ROUTES.userEdit}>{() => <LazyPage page={UserEditPage} props={{}} />}</Route>
    <Route path={ROUTES.passwordEdit}>{() => <LazyPage page={PasswordEditPage} props={{}} />}</Route>
    <Route path={ROUTES.user}>{() => <LazyPage page={UserProfilePage} props={{}} />}</Route>
    <Route path={ROUTES.level} component={LevelPage} />
    <Route path={ROUTES.alarm}>{() => <LazyPage page={AlarmPage} props={{}} />}</Route>
    <Route path={ROUTES.signIn}>{() => <LazyPage page={SignInPage} props={{}} />}</Route>
    <Route path={ROUTES.signUp}>{() => <LazyPage page={SignUpPage} props={{}} />}</Route>
    <Route path={ROUTES.oauth}>{() => <LazyPage page={OAuthPage} props={{}} />}</Route>
    <Route path={ROUTES.loginFailure}>{() => <LazyPage page={LoginFailurePage} props={{}} />}</Route>
    <Route path={ROUTES.oauthLoginFailure}>{() => <LazyPage page={LoginFailurePage} props={{}} />}</Route>
    <Route path={ROUTES.onboarding}>{() => <LazyPage page={OnboardingPage} props={{}} />}</Route>
    <Route path={ROUTES.passwordForgot}>{() => <LazyPage page={PasswordForgotPage} props={{}} />}</Route>
    <Route path={ROUTES.passwordReset}>{() => <LazyPage page={PasswordResetPage} props={{}} />}</Route>
    <Route path={ROUTES.admin}>{() => <LazyPage page={AdminHomePage} props={{}} />}</Route>
    <Route path={ROUTES.adminMembers}>{() => <LazyPage page={AdminMembersPage} props={{}} />}</Route>
    <Route path={ROUTES.adminAudit}>{() => <LazyPage page={AdminAuditPage} props={{}} />}</Route>
    <Route path={ROUTES.adminReports}>{() => <LazyPage page={AdminReportsPage} props={{}} />}</Route>
    <Route path={ROUTES.adminCases}>{() => <LazyPage page={AdminCasesPage} props={{}} />}</Route>
    <Route path={ROUTES.rightsRequest}>{() => <LazyPage page={RightsRequestPage} props={{}} />}</Route>
    <Route path={ROUTES.objection}>{() => <LazyPage page={ObjectionPage} props={{}} />}</Route>
    <Route path={ROUTES.guardian}>{() => <LazyPage page={GuardianStepPage} props={{}} />}</Route>
    <Route path={ROUTES.guardianConsent}>{() => <LazyPage page={GuardianConsentPage} props={{}} />}</Route>
    <Route path={ROUTES.guardianWithdraw}>{() => <LazyPage page={GuardianWithdrawPage} props={{}} />}</Route>
    <Route path={ROUTES.terms}>{() => <LazyPage page={PolicyPage} props={{ document: 'terms' }} />}</Route>
    <Route path={ROUTES.privacy}>
      {() => <LazyPage page={PolicyPage} props={{ document: 'privacy' }} />}
    </Route>
    <Route path={ROUTES.marketingPolicy}>
      {() => <LazyPage page={PolicyPage} props={{ document: 'marketing' }} />}
    </Route>
    <Route>{() => <LazyPage page={NotFoundPage} props={{}} />}</Route>
  </Switch>
);
