import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, lineHeight, media, radius, space } from '../../theme/tokens';

/** Picture on the left, the rest beside it; on a phone the buttons take their own full row. */
export const Head = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.xl};
  margin-bottom: ${space.xxl};

  ${media.mobile} {
    gap: ${space.lg};
  }
`;

export const HeadText = styled.div`
  flex: 1 1 0;
  min-width: 0;
`;

export const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};

  h1 {
    margin: 0;
    font-size: ${fontSize.title};
    font-weight: ${fontWeight.bold};
    line-height: ${lineHeight.tight};
    overflow-wrap: anywhere;

    ${media.mobile} {
      font-size: ${fontSize.xxl};
    }
  }
`;

/** The job in at most two lines, as written (spec: two lines). */
export const Job = styled.p`
  display: -webkit-box;
  margin-top: ${space.xs};
  overflow: hidden;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  white-space: pre-line;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const Counts = styled.p`
  display: flex;
  gap: ${space.lg};
  margin-top: ${space.sm};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};

  strong {
    margin-left: ${space.xs};
    color: ${color.text};
    font-weight: ${fontWeight.bold};
  }
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.md} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${color.bgHover};
    color: ${color.text};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  ${media.mobile} {
    flex-basis: 100%;

    & > button,
    & > a {
      flex: 1;
    }
  }
`;

export const Intro = styled.p`
  color: ${color.text};
  font-size: ${fontSize.base};
  line-height: ${lineHeight.body};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Section = styled.section`
  margin-bottom: ${space.xxxl};

  h2 {
    margin-bottom: ${space.sm};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
`;

export const Note = styled.p`
  margin-bottom: ${space.sm};
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;

/** A one-line message in place of a list: empty, hidden or failed. */
export const ListMessage = styled.p`
  padding: ${space.xxl} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.bgSubtle};
  color: ${color.textTertiary};
  font-size: ${fontSize.md};
  text-align: center;
`;

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A comment or a draft: its text linking to where it lives, then a line of facts. */
export const Row = styled.li`
  border-bottom: 1px solid ${color.border};

  & > a {
    display: block;
    padding: ${space.lg} 0;
    color: inherit;
    text-decoration: none;
  }
  & > a:hover strong {
    text-decoration: underline;
  }
  strong {
    display: block;
    font-size: ${fontSize.base};
    font-weight: ${fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;

export const RowText = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-size: ${fontSize.base};
  overflow-wrap: anywhere;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

export const RowMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.xs};
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;
