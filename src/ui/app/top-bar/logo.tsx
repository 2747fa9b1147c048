import { Link } from 'wouter';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { BallIcon } from './shell-icons';
import { LogoLink } from './top-bar.styles';

export const Logo = () => (
  <Link href="/" asChild>
    <LogoLink aria-label={SHELL_TEXT.homeLabel}>
      <BallIcon />
      <span aria-hidden="true">{SHELL_TEXT.productName}</span>
    </LogoLink>
  </Link>
);
