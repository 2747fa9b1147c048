import { Link, useSearch } from 'wouter';
import { paths } from '../../domain/paths';
import { isOAuthFailureReason } from '../../domain/social-login';
import { AUTH_TEXT } from '../../domain/text/auth';
import { OAUTH_FAILURE_TEXT } from '../../domain/text/social-login';
import { StyledButton } from '../components/button.styles';
import { PageFrame, PendingContent } from './page-frame';

/** /login/authentication-failure and its OAuth twin, with the Korean reason of `?reason=`. */
export const LoginFailurePage = () => {
  const reason = new URLSearchParams(useSearch()).get('reason');
  const description = isOAuthFailureReason(reason)
    ? OAUTH_FAILURE_TEXT[reason]
    : AUTH_TEXT.failureDescription;
  return (
    <PageFrame title={AUTH_TEXT.failureTitle} width="narrow">
      <PendingContent
        title={AUTH_TEXT.failureTitle}
        description={description}
        action={
          <div style={{ display: 'flex', gap: 8 }}>
            <Link href={paths.signIn()} asChild>
              <StyledButton as="a" data-variant="primary" data-size="md">
                {AUTH_TEXT.failureRetry}
              </StyledButton>
            </Link>
            <Link href={paths.home()} asChild>
              <StyledButton as="a" data-variant="secondary" data-size="md">
                {AUTH_TEXT.goHome}
              </StyledButton>
            </Link>
          </div>
        }
      />
    </PageFrame>
  );
};
