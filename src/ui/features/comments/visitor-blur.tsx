import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { COMMENT_TEXT as T } from '../../../domain/text/comments';
import { StyledButton } from '../../components/button.styles';
import { useCurrentPath } from '../../hooks/use-current-path';
import { BlurFrame, Blurred, BlurPrompt } from './comment.styles';
import { paths } from '../../../domain/paths';

/**
 * The comment list as a visitor sees it when the blur flag is set (spec section 2): blurred, hidden
 * from assistive technology and unreachable by keyboard (inert), under a sign-up prompt. The login
 * link carries the current path so /signIn comes back here.
 */
export const VisitorBlur = ({ children }: { children: ReactNode }) => {
  const from = useCurrentPath();
  return (
    <BlurFrame>
      <Blurred aria-hidden="true" inert data-testid="comments-blurred">
        {children}
      </Blurred>
      <BlurPrompt>
        <p>{T.blurPrompt}</p>
        <div>
          <Link href={paths.signUp()} asChild>
            <StyledButton as="a" data-variant="primary" data-size="md">
              {T.blurSignUp}
            </StyledButton>
          </Link>
          <Link href={paths.signIn()} state={{ from }} asChild>
            <StyledButton as="a" data-variant="secondary" data-size="md">
              {T.blurLogin}
            </StyledButton>
          </Link>
        </div>
      </BlurPrompt>
    </BlurFrame>
  );
};
