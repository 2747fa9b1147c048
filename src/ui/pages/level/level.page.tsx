import { lazy, Suspense } from 'react';
import { LEVEL_PAGE_TEXT as T } from '../../../domain/text/main-pages';
import { Logo } from '../../app/top-bar/logo';
import { Header, Inner } from '../../app/top-bar/top-bar.styles';
import { PageFrame } from '../page-frame';

// The page is eager (spec section 2); its body, the same for everyone but the viewer's own level,
// loads beside it into room kept for it.
const LevelGuide = lazy(() => import('./level-guide').then((m) => ({ default: m.LevelGuide })));

/**
 * /level: the user's level and the table of all ten (spec sections 2 and 9). No standard top bar here
 * (spec section 2), but its logo bar is the other pages' bar, so the logo stays where it is everywhere.
 */
export const LevelPage = () => (
  <>
    <Header data-top-bar="level">
      <Inner>
        <Logo />
      </Inner>
    </Header>
    <PageFrame title={T.title} description={T.description} width="narrow">
      <Suspense fallback={<div style={{ minHeight: 880 }} />}>
        <LevelGuide />
      </Suspense>
    </PageFrame>
  </>
);
