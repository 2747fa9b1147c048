import { styled } from '@linaria/react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../domain/paths';
import { isOAuthFailureReason } from '../../domain/social-login';
import { AUTH_TEXT } from '../../domain/text/auth';
import { OAUTH_FAILURE_TEXT } from '../../domain/text/social-login';
import { StyledButton } from '../components/button.styles';
import { color, fontSize, space } from '../theme/tokens';
import { PageFrame } from './page-frame';
import { Panel } from './page-frame.styles';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.xl};
  padding: ${space.xxxl} ${space.xl};
  text-align: center;

  p {
    max-width: 360px;
    color: ${color.textSecondary};
    font-size: ${fontSize.base};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space.sm};
  }
`;

/** /login/authentication-failure and its OAuth twin, with the Korean reason of `?reason=`. */
export const LoginFailurePage = () => {
  const reason = new URLSearchParams(useSearch()).get('reason');
  const description = isOAuthFailureReason(reason)
    ? OAUTH_FAILURE_TEXT[reason]
    : AUTH_TEXT.failureDescription;
  // The heading is the page's h1 alone: the panel under it holds the reason and the ways on.
  return (
    <PageFrame title={AUTH_TEXT.failureTitle} width="narrow">
      <Panel>
        <Body>
          <p>{description}</p>
          <div>
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
        </Body>
      </Panel>
    </PageFrame>
  );
};
