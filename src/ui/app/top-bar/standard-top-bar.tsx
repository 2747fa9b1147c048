import { AccountArea } from './account-area';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { Header, Inner } from './top-bar.styles';

/** Logo, the four section links and the account area (spec section 2). */
export const StandardTopBar = () => (
  <Header data-top-bar="standard">
    <Inner>
      <Logo />
      <NavLinks />
      <AccountArea />
    </Inner>
  </Header>
);
