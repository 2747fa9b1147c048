import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, media, radius, shadow, space } from '../../theme/tokens';

export const AuthCard = styled.div`
  width: 100%;
  max-width: 440px;
  margin: ${space.huge} auto;
  padding: ${space.xxxl} ${space.xxl};
  border: 1px solid ${color.border};
  border-radius: ${radius.xl};
  background: ${color.bg};
  box-shadow: ${shadow.sm};

  ${media.mobile} {
    margin: 0 auto;
    padding: ${space.xxl} ${space.lg} ${space.xxxl};
    border: 0;
    box-shadow: none;
  }
`;

export const AuthTitle = styled.h1`
  font-size: ${fontSize.title};
  font-weight: ${fontWeight.bold};
  letter-spacing: -0.02em;
`;

export const AuthSubtitle = styled.p`
  margin: ${space.xs} 0 ${space.xxl};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

export const Label = styled.label`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  color: ${color.text};
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
`;

export const Input = styled.input`
  width: 100%;
  height: 48px;
  padding: 0 ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.bg};
  font-size: ${fontSize.lg};

  &::placeholder {
    color: ${color.textDisabled};
  }
  &:focus {
    border-color: ${color.brand};
    outline: none;
    box-shadow: 0 0 0 3px ${color.brandSoft};
  }
  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
  &[data-with-toggle='true'] {
    padding-right: 52px;
  }
`;

export const Toggle = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  height: 40px;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};

  &:hover {
    background: ${color.bgHover};
  }
`;

export const FieldError = styled.p`
  color: ${color.danger};
  font-size: ${fontSize.sm};
`;

export const FormError = styled.p`
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color.dangerSoft};
  color: ${color.danger};
  font-size: ${fontSize.md};
`;

export const Switch = styled.p`
  margin-top: ${space.xxl};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  text-align: center;

  a {
    margin-left: ${space.xs};
    color: ${color.brandText};
    font-weight: ${fontWeight.semibold};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;
