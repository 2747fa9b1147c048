import { styled } from '@linaria/react';
import { CONTENT_MAX_WIDTH, color, fontSize, fontWeight, media, space } from '../theme/tokens';

export const Root = styled.footer`
  margin-top: ${space.huge};
  border-top: 1px solid ${color.border};
  background: ${color.bgSubtle};
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
  line-height: 1.7;
`;

export const Inner = styled.div`
  max-width: ${CONTENT_MAX_WIDTH}px;
  margin: 0 auto;
  padding: ${space.xxxl} ${space.xl} ${space.huge};

  ${media.mobile} {
    padding: ${space.xxl} ${space.lg} ${space.xxxl};
  }
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg};
  margin-bottom: ${space.lg};
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.xl};

  & a {
    color: ${color.textSecondary};
    font-weight: ${fontWeight.semibold};
  }
  & a:hover {
    color: ${color.text};
    text-decoration: underline;
  }
  & li:nth-child(2) a {
    color: ${color.text};
    font-weight: ${fontWeight.bold};
  }
`;

export const Instagram = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${color.bg};
  border: 1px solid ${color.border};
  color: ${color.textSecondary};

  &:hover {
    color: ${color.text};
  }
`;

export const Company = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${space.lg};
  margin: 0;

  & > div {
    display: flex;
    gap: ${space.xs};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
  }

  /* Phones: one fact per line, label column aligned, so long addresses wrap cleanly. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${space.md};
    row-gap: ${space.xxs};
    & > div {
      display: contents;
    }
    & dt {
      color: ${color.textTertiary};
    }
    & dt::after {
      content: none;
    }
    & dd {
      color: ${color.textSecondary};
    }
  }
`;

export const CompanyName = styled.p`
  margin-bottom: ${space.xs};
  color: ${color.textSecondary};
  font-weight: ${fontWeight.bold};
`;

export const Copyright = styled.p`
  margin-top: ${space.lg};
  font-size: ${fontSize.xs};
`;
