import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens';

export const Card = styled.li`
  padding: ${space.lg} 0;
  border-bottom: 1px solid ${color.border};
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};

  a {
    color: ${color.text};
    font-weight: ${fontWeight.semibold};
  }
`;

export const Chip = styled.span`
  display: inline-block;
  padding: 0 ${space.sm};
  border-radius: ${radius.sm};
  background: ${color.bgMuted};
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  line-height: 22px;

  &[data-status='REQUESTED'] {
    background: ${color.warningSoft};
    color: ${color.warningText};
  }
  &[data-status='ANSWERED'] {
    background: ${color.brandSoft};
    color: ${color.brandText};
  }
`;

export const Message = styled.p`
  margin-top: ${space.sm};
  font-size: ${fontSize.base};
  line-height: ${lineHeight.body};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Answer = styled.div`
  margin-top: ${space.md};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.bgSubtle};

  h3 {
    margin-bottom: ${space.xs};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
  }
  p {
    font-size: ${fontSize.base};
    line-height: ${lineHeight.body};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin-top: ${space.sm};
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: ${space.md};

  label {
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.semibold};
  }
`;

export const FormButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
`;
