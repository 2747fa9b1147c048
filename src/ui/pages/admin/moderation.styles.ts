import { styled } from '@linaria/react';
import { color, fontSize, radius, space } from '../../theme/tokens';

/** The moderation pages' shared pieces (issue 22): usable at 375 px, one column. */
export const Tabs = styled.div`
  display: flex;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
`;

export const CaseList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.md};
`;

export const CaseItem = styled.li`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.lg};
  background: ${color.bg};
  display: grid;
  gap: ${space.sm};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${fontSize.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    align-items: center;
  }
  p {
    margin: 0;
    font-size: ${fontSize.sm};
    color: ${color.textSecondary};
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: 0;
    padding: ${space.sm} ${space.md};
    background: ${color.bgSubtle};
    border-left: 3px solid ${color.borderStrong};
    font-size: ${fontSize.sm};
    color: ${color.text};
    overflow-wrap: anywhere;
  }
  a {
    color: ${color.brandText};
  }
`;

export const Chip = styled.span`
  display: inline-block;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.bgMuted};
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  font-weight: 600;

  &[data-tone='danger'] {
    background: ${color.dangerSoft};
    color: #b3121f;
  }
  &[data-tone='warning'] {
    background: ${color.warningSoft};
    color: ${color.warningText};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

export const NoteForm = styled.form`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};

  label {
    display: grid;
    gap: ${space.xs};
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.text};
  }
  textarea,
  input,
  select {
    font: inherit;
    font-weight: 400;
    padding: ${space.sm};
    border: 1px solid ${color.borderStrong};
    border-radius: ${radius.sm};
    min-width: 0;
  }
  textarea {
    min-height: 80px;
    resize: vertical;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: #b3121f;
  font-size: ${fontSize.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;
