import { styled } from '@linaria/react';
import { SUSPENSION_TEXT as S } from '../../domain/text/admin';
import { color, fontSize, space } from '../theme/tokens';

const Banner = styled.div`
  padding: ${space.sm} ${space.md};
  background: ${color.dangerSoft};
  border-bottom: 1px solid ${color.border};
  color: ${color.text};
  font-size: ${fontSize.sm};
  line-height: 1.6;
  text-align: center;
  overflow-wrap: anywhere;

  strong {
    margin-right: ${space.sm};
  }
`;

/** For a suspended member (issue 22), on every page: why, and until when (Asia/Seoul). */
export const SuspensionBanner = ({ reason, until }: { reason: string; until: string | null }) => (
  <Banner role="status" data-testid="suspension-banner">
    <strong>{S.bannerTitle}</strong>
    {S.banner(reason, until === null ? null : new Date(until))}
  </Banner>
);
