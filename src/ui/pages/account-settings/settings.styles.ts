import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxl};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  padding: ${space.xxl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
`;

export const SectionHeading = styled.h2`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
`;

export const Hint = styled.p`
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space.xs};
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.semibold};
  }
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.bg};
  font: inherit;
  font-size: ${fontSize.lg};
  line-height: 1.5;
  resize: vertical;

  &:focus {
    border-color: ${color.brand};
    outline: none;
    box-shadow: 0 0 0 3px ${color.brandSoft};
  }
  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

export const Counter = styled.span`
  align-self: flex-end;
  color: ${color.textTertiary};
  font-size: ${fontSize.xs};

  &[data-over='true'] {
    color: ${color.danger};
  }
`;

export const PictureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
`;

export const PictureActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

export const HiddenFile = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

export const SwitchList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${color.border};
  }
`;

export const SwitchRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.md} 0;
  font-size: ${fontSize.base};
`;

export const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 36px;
  padding: 0 ${space.xs};
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textSecondary};
  font: inherit;
  font-size: ${fontSize.sm};
  cursor: pointer;

  & > [data-track] {
    position: relative;
    width: 44px;
    height: 26px;
    border-radius: ${radius.pill};
    background: ${color.borderStrong};
    transition: background 120ms ease;
  }
  & > [data-track]::after {
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${color.bg};
    content: '';
    transition: transform 120ms ease;
  }
  &[aria-checked='true'] > [data-track] {
    background: ${color.brand};
  }
  &[aria-checked='true'] > [data-track]::after {
    transform: translateX(18px);
  }
  &[aria-checked='true'] {
    color: ${color.brandText};
  }
  &:disabled {
    cursor: progress;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space.md};

  a {
    color: ${color.textSecondary};
    font-size: ${fontSize.md};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const DangerSection = styled(Section)`
  border-color: ${color.dangerSoft};
`;
