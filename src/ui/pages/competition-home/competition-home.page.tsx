import { Suspense } from 'react';
import { seoulDateKey, seoulMonthDay } from '../../../domain/relative-time';
import { COMPETITION_HOME_TEXT as T } from '../../../domain/text/main-pages';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { PageSkeleton } from '../../components';
import { LazyPage, lazyPage } from '../../app/lazy-page';
import { PageFrame } from '../page-frame';

/*
 * /competition/home is an eager page (spec section 2): its frame is in the first load. The sections
 * (tabs, cards, news) and the API adapter they call come in their own chunks on the first render, so
 * the first load of every other page does not carry them (scripts/bundle-size.mjs weighs both).
 */
const Content = lazyPage<{ monthDay: string; today: string }>(
  () => import('./competition-home-content'),
  'CompetitionHomeContent',
);

/** /competition/home: ongoing cups and leagues, today's matches (MM/DD in Asia/Seoul) and the youth news. */
export const CompetitionHomePage = () => {
  const now = new Date();
  return (
    <PageFrame title={T.title} width="narrow">
      <Suspense
        fallback={
          <PageSkeleton label={SHELL_TEXT.loading} rows={4} rowHeight={200} testId="competition-skeleton" />
        }
      >
        <LazyPage page={Content} props={{ monthDay: seoulMonthDay(now), today: seoulDateKey(now) }} />
      </Suspense>
    </PageFrame>
  );
};
