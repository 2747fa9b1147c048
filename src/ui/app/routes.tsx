import { Route, Switch } from 'wouter';
import { ArticleDetailPage } from '../pages/article-detail/article-detail.page';
import { ArticleHomePage } from '../pages/article-home/article-home.page';
import { BoardHomePage } from '../pages/board-home.page';
import { CompetitionHomePage } from '../pages/competition-home.page';
import { LevelPage } from '../pages/level.page';
import { LazyPage, lazyPage } from './lazy-page';

// Spec section 2: home, article detail, competition home, board home and level load eagerly.
const placeholders = () => import('../pages/placeholder-pages');
type Mode = { mode: 'post' | 'edit' | 'draft' };
// One page for the three editor routes: it reads the path itself (a new draft swaps the address).
const ArticleEditorPage = lazyPage(
  () => import('../pages/article-editor/article-editor.page'),
  'ArticleEditorPage',
);
const BoardWritePage = lazyPage<Mode>(placeholders, 'BoardWritePage');
const BoardPostPage = lazyPage<{ board: 'post' | 'qna' }>(placeholders, 'BoardPostPage');
const CompetitionMatchPage = lazyPage(placeholders, 'CompetitionMatchPage');
const CompetitionLeaguePage = lazyPage(placeholders, 'CompetitionLeaguePage');
const SpotlightPage = lazyPage(() => import('../pages/spotlight/spotlight.page'), 'SpotlightPage');
const UserEditPage = lazyPage(placeholders, 'UserEditPage');
const PasswordEditPage = lazyPage(placeholders, 'PasswordEditPage');
const AlarmPage = lazyPage(() => import('../pages/alarm/alarm.page'), 'AlarmPage');
const ClipPage = lazyPage(() => import('../pages/clip.page'), 'ClipPage');
const UserProfilePage = lazyPage(() => import('../pages/user-profile.page'), 'UserProfilePage');
const SignInPage = lazyPage(() => import('../pages/auth/sign-in.page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../pages/auth/sign-up.page'), 'SignUpPage');
const OAuthPage = lazyPage(() => import('../pages/oauth.page'), 'OAuthPage');
const LoginFailurePage = lazyPage(() => import('../pages/login-failure.page'), 'LoginFailurePage');
const NotFoundPage = lazyPage(() => import('../pages/not-found.page'), 'NotFoundPage');

/** Every route of spec section 2; anything else is the not-found page. */
export const AppRoutes = () => (
  <Switch>
    <Route path="/" component={ArticleHomePage} />
    <Route path="/article" component={ArticleHomePage} />
    <Route path="/article/:id" component={ArticleDetailPage} />
    <Route path="/articleDraft/:id">{() => <LazyPage page={ArticleEditorPage} props={{}} />}</Route>
    <Route path="/articleEdit/:id">{() => <LazyPage page={ArticleEditorPage} props={{}} />}</Route>
    <Route path="/articlePost">{() => <LazyPage page={ArticleEditorPage} props={{}} />}</Route>
    <Route path="/clip">{() => <LazyPage page={ClipPage} props={{}} />}</Route>
    <Route path="/board/home" component={BoardHomePage} />
    <Route path="/boardPost">{() => <LazyPage page={BoardWritePage} props={{ mode: 'post' }} />}</Route>
    <Route path="/board/post/:id">{() => <LazyPage page={BoardPostPage} props={{ board: 'post' }} />}</Route>
    <Route path="/board/qna/:id">{() => <LazyPage page={BoardPostPage} props={{ board: 'qna' }} />}</Route>
    <Route path="/boardEdit/:id">{() => <LazyPage page={BoardWritePage} props={{ mode: 'edit' }} />}</Route>
    <Route path="/boardDraft/:id">{() => <LazyPage page={BoardWritePage} props={{ mode: 'draft' }} />}</Route>
    <Route path="/competition/home" component={CompetitionHomePage} />
    <Route path="/competition/match">{() => <LazyPage page={CompetitionMatchPage} props={{}} />}</Route>
    <Route path="/competition/league">{() => <LazyPage page={CompetitionLeaguePage} props={{}} />}</Route>
    <Route path="/spotlightMember">{() => <LazyPage page={SpotlightPage} props={{}} />}</Route>
    <Route path="/users/edit">{() => <LazyPage page={UserEditPage} props={{}} />}</Route>
    <Route path="/users/editPassword">{() => <LazyPage page={PasswordEditPage} props={{}} />}</Route>
    <Route path="/users/:id">{() => <LazyPage page={UserProfilePage} props={{}} />}</Route>
    <Route path="/level" component={LevelPage} />
    <Route path="/alarm">{() => <LazyPage page={AlarmPage} props={{}} />}</Route>
    <Route path="/signIn">{() => <LazyPage page={SignInPage} props={{}} />}</Route>
    <Route path="/signUp">{() => <LazyPage page={SignUpPage} props={{}} />}</Route>
    <Route path="/login/oauth">{() => <LazyPage page={OAuthPage} props={{}} />}</Route>
    <Route path="/login/authentication-failure">
      {() => <LazyPage page={LoginFailurePage} props={{}} />}
    </Route>
    <Route path="/login/oauth/login/authentication-failure">
      {() => <LazyPage page={LoginFailurePage} props={{}} />}
    </Route>
    <Route>{() => <LazyPage page={NotFoundPage} props={{}} />}</Route>
  </Switch>
);
