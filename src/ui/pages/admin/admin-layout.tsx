import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../domain/paths';
import { ADMIN_TEXT as T } from '../../../domain/text/admin';
import { color, fontSize, radius, space } from '../../theme/tokens';
import { PageFrame } from '../page-frame';

const Nav = styled.nav`
  margin-bottom: ${space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    color: ${color.text};
    font-size: ${fontSize.md};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${color.brandSoft};
    border-color: ${color.brand};
    color: ${color.brandText};
    font-weight: 600;
  }
`;

/** The console's sections, in the nav's order. */
export const ADMIN_SECTIONS = [
  { href: paths.adminReports(), label: T.nav.reports },
  { href: paths.adminCases(), label: T.nav.cases },
  { href: paths.adminMembers(), label: T.nav.members },
  { href: paths.adminAudit(), label: T.nav.audit },
] as const;

/** The console's navigation: 신고 처리, 임시조치, 회원, 감사 기록. */
export const AdminNav = () => {
  const [location] = useLocation();
  return (
    <Nav aria-label={T.navLabel}>
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} aria-current={location === section.href ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
};

/** A console page: its title, the console's nav, then the section. Every /admin page uses it. */
export const AdminLayout = ({ title, children }: { title: string; children?: ReactNode }) => (
  <PageFrame title={title}>
    <AdminNav />
    {children}
  </PageFrame>
);
