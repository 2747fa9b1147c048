import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { paths } from '../../domain/paths';
import { MINORS_TEXT as M } from '../../domain/text/minors';
import { color, fontSize, space } from '../theme/tokens';

const Banner = styled.div`
  padding: ${space.sm} ${space.md};
  background: ${color.bgMuted};
  border-bottom: 1px solid ${color.border};
  font-size: ${fontSize.sm};
  line-height: 1.6;
  text-align: center;

  a {
    margin-left: ${space.sm};
    color: ${color.brandText};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

/** For a member under 14 waiting for a guardian's consent (issue 23): why nothing can be written yet. */
export const GuardianBanner = () => (
  <Banner role="status">
    {M.pendingBanner}
    <Link href={paths.guardian()}>{M.pendingBannerLink}</Link>
  </Banner>
);
