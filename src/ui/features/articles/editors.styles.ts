import { styled } from '@linaria/react';
import { color, fontSize, media, radius, space } from '../../theme/tokens';

export const Carousel = styled.ul`
  display: flex;
  gap: ${space.md};
  margin: 0;
  padding: 0 0 ${space.sm};
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;

  /* About 4.5 cards on wide screens down to about 1 on narrow phones (spec section 2). */
  --cards: 4.5;
  @media (max-width: 1000px) {
    --cards: 3.5;
  }
  ${media.mobile} {
    --cards: 2.2;
  }
  @media (max-width: 420px) {
    --cards: 1.2;
  }
`;

export const EditorItem = styled.li`
  flex: 0 0 calc((100% - ${space.md} * 4) / var(--cards));
  scroll-snap-align: start;

  & > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.sm};
    height: 100%;
    padding: ${space.xl} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};
    text-align: center;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.sm};
    color: inherit;
    text-decoration: none;
  }
  strong {
    font-size: ${fontSize.base};
  }
  p {
    display: -webkit-box;
    min-height: 2.8em;
    margin: 0;
    overflow: hidden;
    color: ${color.textSecondary};
    font-size: ${fontSize.xs};
    line-height: 1.4;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
`;
