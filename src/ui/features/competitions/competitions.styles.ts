import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';

export const CardList = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.section`
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  overflow: hidden;
`;

export const CardHeader = styled.h3`
  margin: 0;
  font-size: ${fontSize.base};
  font-weight: ${fontWeight.bold};

  & > button,
  & > a {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    width: 100%;
    padding: ${space.md} ${space.lg};
    border: 0;
    background: ${color.bgSubtle};
    color: ${color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  & > button:hover,
  & > a:hover {
    background: ${color.bgHover};
  }
  & svg {
    flex: none;
    transition: transform 0.15s;
  }
  & > button[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
`;

export const HeaderName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const HeaderMeta = styled.span`
  flex: none;
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.regular};
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${color.border};
  }
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  padding: ${space.xxl} 0;
  color: ${color.textTertiary};
  font-size: ${fontSize.md};
`;

export const EmptyBox = styled.div`
  padding: ${space.xxl} ${space.lg};
  border: 1px dashed ${color.borderStrong};
  border-radius: ${radius.lg};
  color: ${color.textTertiary};
  font-size: ${fontSize.md};
  text-align: center;
`;

export const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-bottom: ${space.md};

  h2 {
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
  ${media.mobile} {
    h2 {
      font-size: ${fontSize.lg};
    }
  }
`;
