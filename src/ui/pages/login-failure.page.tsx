import { Link } from 'wouter';
import { AUTH_TEXT } from '../../domain/text/auth';
import { StyledButton } from '../components/button.styles';
import { PageFrame, PendingContent } from './page-frame';
import { paths } from '../../domain/paths';

/** /login/authentication-failure and its OAuth twin. */
export const LoginFailurePage = () => (
  <PageFrame title={AUTH_TEXT.failureTitle} width="narrow">
    <PendingContent
      title={AUTH_TEXT.failureTitle}
      description={AUTH_TEXT.failureDescription}
      action={
        <div style={{ display: 'flex', gap: 8 }}>
          <Link href={paths.signIn()} asChild>
            <StyledButton as="a" data-variant="primary" data-size="md">
              {AUTH_TEXT.failureRetry}
            </StyledButton>
          </Link>
          <Link href="/" asChild>
            <StyledButton as="a" data-variant="secondary" data-size="md">
              {AUTH_TEXT.goHome}
            </StyledButton>
          </Link>
        </div>
      }
    />
  </PageFrame>
);
