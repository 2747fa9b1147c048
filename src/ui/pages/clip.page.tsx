import { PAGE_TEXT } from '../../domain/text/pages';
import { Button } from '../components';
import { PageFrame, PendingContent } from './page-frame';

const T = PAGE_TEXT.clip;

/** /clip: a placeholder until clips open, with a way back (spec section 2). */
export const ClipPage = () => (
  <PageFrame title={T.title} width="narrow">
    <PendingContent
      title={T.emptyTitle}
      description={T.emptyDescription}
      action={
        <Button
          variant="secondary"
          onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}
        >
          {T.back}
        </Button>
      }
    />
  </PageFrame>
);
