import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';

export const Page = styled.article`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: ${space.xxl} ${space.xl} ${space.huge};

  ${media.mobile} {
    padding-bottom: 96px;
  }
`;

export const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  margin-bottom: ${space.xl};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  text-decoration: none;
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0 0 ${space.md};
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${space.sm};
    border-radius: ${radius.pill};
    background: ${color.brandSoft};
    color: ${color.brandText};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${space.xl};
  font-size: ${fontSize.display};
  font-weight: ${fontWeight.bold};
  line-height: 1.35;
  overflow-wrap: anywhere;

  ${media.mobile} {
    font-size: ${fontSize.title};
  }
`;

export const AuthorRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding-bottom: ${space.xl};
  border-bottom: 1px solid ${color.border};
`;

export const AuthorText = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${fontSize.sm};

  strong {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    font-size: ${fontSize.base};
  }
  p {
    margin: ${space.xxs} 0 0;
    color: ${color.textTertiary};
    font-size: ${fontSize.xs};
  }
  p span + span::before {
    content: '·';
    margin: 0 ${space.xs};
  }
  /* A date or a count is never broken (a date broke at its hyphen: "2026-11-" / "27"). */
  p span {
    display: inline-block;
    white-space: nowrap;
  }
  /* The job on a line of its own, at most two (spec section 5), above the date and views. */
  & > small {
    display: -webkit-box;
    margin-top: ${space.xxs};
    overflow: hidden;
    color: ${color.textSecondary};
    font-size: ${fontSize.xs};
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin: ${space.md} 0 ${space.xxl};
`;

export const Side = styled.section`
  margin-top: ${space.huge};

  h2 {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    margin: 0 0 ${space.md};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }
  h2 a {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.regular};
  }
  ol,
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: flex;
    gap: ${space.md};
    padding: ${space.md} 0;
    border-bottom: 1px solid ${color.border};
    color: inherit;
    text-decoration: none;
  }
  li strong {
    color: ${color.brand};
  }
`;
