import { Link, useLocation } from 'wouter';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { StyledButton } from '../../components/button.styles';
import { Logo } from './logo';
import { Account, Header, Inner } from './top-bar.styles';
import { paths } from '../../../domain/paths';

/** Sign-in and sign-up pages: the logo and a login link only. */
export const SimpleTopBar = () => {
  const [path] = useLocation();
  return (
    <Header data-top-bar="simple">
      <Inner>
        <Logo />
        <Account>
          <Link href={paths.signIn()} asChild>
            <StyledButton
              as="a"
              data-variant="ghost"
              data-size="sm"
              aria-current={path === paths.signIn() ? 'page' : undefined}
            >
              {SHELL_TEXT.login}
            </StyledButton>
          </Link>
        </Account>
      </Inner>
    </Header>
  );
};
