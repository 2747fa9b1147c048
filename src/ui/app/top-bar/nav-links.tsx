import { Link, useLocation } from 'wouter';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { activeSection, type Section } from '../route-chrome';
import { Nav, NavLink, NavList } from './top-bar.styles';
import { paths } from '../../../domain/paths';

const LINKS: readonly { section: Exclude<Section, null>; href: string; label: string }[] = [
  { section: 'articles', href: paths.home(), label: SHELL_TEXT.navArticles },
  { section: 'clips', href: paths.clip(), label: SHELL_TEXT.navClips },
  { section: 'community', href: paths.boardHome(), label: SHELL_TEXT.navCommunity },
  { section: 'competition', href: paths.competitionHome(), label: SHELL_TEXT.navCompetition },
];

/** The four section links; the current section is marked with aria-current. */
export const NavLinks = () => {
  const [path] = useLocation();
  const active = activeSection(path);
  return (
    <Nav aria-label={SHELL_TEXT.navLabel}>
      <NavList>
        {LINKS.map((link) => (
          <li key={link.section}>
            <Link href={link.href} asChild>
              <NavLink aria-current={active === link.section ? 'page' : undefined}>{link.label}</NavLink>
            </Link>
          </li>
        ))}
      </NavList>
    </Nav>
  );
};
