import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';

export const RankList = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.md};
  margin: 0 0 ${space.md};
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const RankItem = styled.li`
  a {
    display: flex;
    gap: ${space.md};
    height: 100%;
    padding: ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: ${color.bgHover};
  }
  strong {
    color: ${color.brand};
    font-size: ${fontSize.xl};
  }
  /* Always two lines high: the block keeps one size whatever the titles, so its skeleton can too. */
  span {
    display: -webkit-box;
    min-height: 3em;
    overflow: hidden;
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.semibold};
    line-height: 1.5;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  small {
    display: block;
    margin-top: ${space.xs};
    color: ${color.textTertiary};
    font-size: ${fontSize.xs};
  }
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;

  /* A single page has no 'more', but the row keeps its height (the skeleton's). */
  & > [hidden] {
    display: inline-flex;
    visibility: hidden;
  }
`;
