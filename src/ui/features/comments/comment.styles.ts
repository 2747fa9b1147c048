import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

export const Section = styled.section`
  margin-top: ${space.huge};
  scroll-margin-top: ${space.xl};

  h2 {
    margin: 0 0 ${space.lg};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
  h2 em {
    margin-left: ${space.xs};
    color: ${color.brand};
    font-style: normal;
  }
`;

export const FormRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${space.sm};
  margin-bottom: ${space.lg};

  & > :first-child {
    flex: 1;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  padding: ${space.lg} 0;
  border-top: 1px solid ${color.border};

  &[data-reply='true'] {
    padding: ${space.md} 0 ${space.md} ${space.xxxl};
    border-top: none;
  }
`;

export const ItemHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-size: ${fontSize.sm};

  strong {
    font-weight: ${fontWeight.semibold};
  }
  time,
  small {
    color: ${color.textTertiary};
    font-size: ${fontSize.xs};
  }
  & > :last-child {
    margin-left: auto;
  }
`;

export const Content = styled.p`
  margin: ${space.sm} 0;
  font-size: ${fontSize.base};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &[data-placeholder='true'] {
    color: ${color.textTertiary};
  }
  b {
    margin-right: ${space.xs};
    color: ${color.brandText};
    font-weight: ${fontWeight.semibold};
  }
`;

/** A small label beside a name or before a text: the viewer's own anonymous comment, a blinded one. */
export const Marker = styled.span`
  display: inline-block;
  margin-right: ${space.xs};
  padding: 0 ${space.xs};
  border-radius: ${radius.sm};
  background: ${color.bgMuted};
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};

  &[data-kind='blinded'] {
    background: ${color.dangerSoft};
    color: ${color.dangerHover};
  }
`;

export const ItemActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};

  & > button[data-kind='reply'] {
    padding: 0 ${space.sm};
    border: none;
    background: none;
    color: ${color.textSecondary};
    font-size: ${fontSize.xs};
    cursor: pointer;
  }
`;

export const Empty = styled.p`
  padding: ${space.xxl} 0;
  color: ${color.textTertiary};
  text-align: center;
`;

/** Holds the blurred list and the sign-up prompt laid over it (spec section 2, visitors). */
export const BlurFrame = styled.div`
  position: relative;
  min-height: 180px;
`;

export const Blurred = styled.div`
  filter: blur(5px);
  user-select: none;
  pointer-events: none;
`;

export const BlurPrompt = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  padding: ${space.lg};
  background: rgba(255, 255, 255, 0.6);
  text-align: center;

  p {
    margin: 0;
    color: ${color.text};
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.semibold};
  }
  div {
    display: flex;
    gap: ${space.sm};
  }
`;

/** The blind's reason box in its confirmation (issue 22). */
export const BlindReason = styled.label`
  display: grid;
  gap: ${space.xs};
  margin: 0 ${space.xl} ${space.lg};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  color: ${color.text};

  textarea {
    font: inherit;
    font-weight: 400;
    min-height: 72px;
    padding: ${space.sm};
    border: 1px solid ${color.borderStrong};
    border-radius: ${radius.sm};
    resize: vertical;
  }
`;
