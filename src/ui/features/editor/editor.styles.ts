import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, media, radius, space, zIndex } from '../../theme/tokens';

export const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxl};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

export const Label = styled.label`
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
`;

export const Hint = styled.p`
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;

export const TitleInput = styled.input`
  width: 100%;
  padding: ${space.md} 0;
  border: none;
  border-bottom: 2px solid ${color.border};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.display};
  font-weight: ${fontWeight.bold};
  letter-spacing: -0.02em;

  &:focus {
    outline: none;
    border-bottom-color: ${color.brand};
  }
  &::placeholder {
    color: ${color.textDisabled};
  }
  ${media.mobile} {
    font-size: ${fontSize.title};
  }
`;

export const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${zIndex.raised};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space.sm};
  padding: ${space.md} 0;
  border-top: 1px solid ${color.border};
  background: ${color.bg};
`;

export const Status = styled.p`
  margin-right: auto;
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};

  &[data-tone='error'] {
    color: ${color.danger};
  }
  &[data-tone='warning'] {
    color: ${color.warningText};
  }
`;

export const Thumb = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.lg};

  & img {
    width: 240px;
    max-width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.bgSubtle};
  }
`;

export const ThumbActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

export const HiddenFile = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;
