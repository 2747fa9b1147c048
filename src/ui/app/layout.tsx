import { styled } from '@linaria/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { SHELL_TEXT } from '../../domain/text/shell';
import { LoadingOverlay, visuallyHidden } from '../components';
import { useSession } from '../hooks/use-session';
import { color, space, zIndex } from '../theme/tokens';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { COMPETITION_TAB_BAR_HEIGHT } from './chrome-sizes';
import { isCompetitionPath, topBarKind } from './route-chrome';
import { AppRoutes } from './routes';
import { SimpleTopBar } from './top-bar/simple-top-bar';
import { StandardTopBar } from './top-bar/standard-top-bar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen high: the footer starts below the fold on every page, so blocks that fill with
// data above it never pull it into view and push it out again while a page loads (issue 13, CLS).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &[data-bottom-bar='true'] {
    padding-bottom: ${COMPETITION_TAB_BAR_HEIGHT}px;
  }
`;

const SkipLink = styled.a`
  position: fixed;
  top: ${space.sm};
  left: ${space.sm};
  z-index: ${zIndex.toast};
  padding: ${space.sm} ${space.md};
  border-radius: 8px;
  background: ${color.text};
  color: ${color.bg};
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`;

// Below the fold or on some routes only: they load after the page, never with the first paint.
const Footer = lazy(() => import('../components/footer').then((m) => ({ default: m.Footer })));
const ScrollToTop = lazy(() =>
  import('../components/scroll-to-top').then((m) => ({ default: m.ScrollToTop })),
);
// Only for a member whose required documents changed since they agreed (issue 23).
const ConsentDialog = lazy(() =>
  import('../components/consent-dialog').then((m) => ({ default: m.ConsentDialog })),
);
// Only for a member under 14 waiting for a guardian's consent (issue 23).
const GuardianBanner = lazy(() =>
  import('../components/guardian-banner').then((m) => ({ default: m.GuardianBanner })),
);
// Only for a suspended member (issue 22): the reason and the end date.
const SuspensionBanner = lazy(() =>
  import('../components/suspension-banner').then((m) => ({ default: m.SuspensionBanner })),
);
const CompetitionTabBar = lazy(() =>
  import('./competition-tab-bar').then((m) => ({ default: m.CompetitionTabBar })),
);

/** The frame around every page: the top bar the path calls for, the page, footer and helpers. */
export const Layout = () => {
  const [path] = useLocation();
  const kind = topBarKind(path);
  const competition = isCompetitionPath(path);
  const consentsDue = useSession().profile?.consentsDue ?? [];
  const guardianPending = useSession().profile?.guardianPending === true;
  const suspension = useSession().profile?.suspension ?? null;

  // A new page starts at the top (the router does not do it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [path]);

  return (
    <Page>
      <SkipLink href="#main">{SHELL_TEXT.skipToContent}</SkipLink>
      {kind === 'standard' ? <StandardTopBar /> : kind === 'simple' ? <SimpleTopBar /> : null}
      {guardianPending ? (
        <Suspense fallback={null}>
          <GuardianBanner />
        </Suspense>
      ) : null}
      {suspension ? (
        <Suspense fallback={null}>
          <SuspensionBanner reason={suspension.reason} until={suspension.until} />
        </Suspense>
      ) : null}
      <Main id="main" tabIndex={-1} data-bottom-bar={competition ? 'true' : undefined}>
        <ChunkErrorBoundary key={path}>
          <Suspense fallback={<LoadingOverlay visible />}>
            <AppRoutes />
          </Suspense>
        </ChunkErrorBoundary>
      </Main>
      <Suspense fallback={null}>
        <div style={competition ? { paddingBottom: COMPETITION_TAB_BAR_HEIGHT } : undefined}>
          <Footer />
        </div>
        {competition ? <CompetitionTabBar /> : null}
        <ScrollToTop bottomOffset={competition ? COMPETITION_TAB_BAR_HEIGHT + 16 : undefined} />
        {consentsDue.length > 0 ? <ConsentDialog due={consentsDue} /> : null}
      </Suspense>
      <span className={visuallyHidden} aria-live="polite" />
    </Page>
  );
};
