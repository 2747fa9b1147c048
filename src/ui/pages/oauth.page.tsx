import { AUTH_TEXT } from '../../domain/text/auth';
import { Spinner } from '../components';
import { PageFrame, PendingContent } from './page-frame';

/** /login/oauth: the social-login callback (spec: not shown; social login comes later). */
export const OAuthPage = () => (
  <PageFrame title={AUTH_TEXT.oauthTitle} width="narrow">
    <PendingContent
      title={AUTH_TEXT.oauthTitle}
      description={AUTH_TEXT.oauthDescription}
      action={<Spinner />}
    />
  </PageFrame>
);
