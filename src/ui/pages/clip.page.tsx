import { useLocation } from 'wouter';
import { paths } from '../../domain/paths';
import { PAGE_TEXT } from '../../domain/text/pages';
import { Button } from '../components';
import { PageFrame, PendingContent } from './page-frame';

const T = PAGE_TEXT.clip;

/**
 * Whether the page before this one in the tab's history is a page of this site. The Navigation API
 * lists only this origin's entries, so `canGoBack` is exactly that; without it, the referrer of the
 * page load tells whether the site was entered from itself. `history.length` cannot tell: it counts
 * the other sites a shared link was opened from.
 */
const canGoBackInSite = (): boolean => {
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
};

/** /clip: a placeholder until clips open, with a way back that never leaves the site (spec section 2). */
export const ClipPage = () => {
  const [, navigate] = useLocation();
  return (
    <PageFrame title={T.title} width="narrow">
      <PendingContent
        title={T.emptyTitle}
        description={T.emptyDescription}
        action={
          <Button
            variant="secondary"
            onClick={() => (canGoBackInSite() ? window.history.back() : navigate(paths.home()))}
          >
            {T.back}
          </Button>
        }
      />
    </PageFrame>
  );
};
